import { mkdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

/**
 * The command that runs a test fixture (a real server process) as its own process.
 *
 * The crash and shutdown tests start such processes ~40 times per run. Started through tsx, each
 * start spent ~7.5 CPU seconds on this 2-core machine, with the vitest workers beside it: ~2.2 s
 * resolving and loading ~600 TypeScript modules through tsx's loader thread, and ~1.7 s of
 * background TurboFan compiles of PGlite's WebAssembly for a process that lives seconds. So the
 * fixture is bundled once per worker process with esbuild (the server's own sources and the
 * workspace packages inlined, as `source`; npm packages left to Node), and run with
 * `--liftoff-only` (the baseline WebAssembly compiler only: the same semantics, no tier-up).
 * Measured: ~3.5 CPU seconds and ~3 s per start instead of ~7.5 and ~4.7 (ADR 0024).
 *
 * Modules that find their files from `import.meta` (migrations, the planner worker, the package
 * root) keep their own location: each module's `import.meta.url` and `import.meta.dirname` are
 * replaced by its source file's, not the bundle's.
 */
export async function fixtureCommand(fixture: string): Promise<{ command: string; args: string[] }> {
  let bundled = bundles.get(fixture);
  if (!bundled) {
    bundled = bundle(fixture);
    bundles.set(fixture, bundled);
  }
  return { command: process.execPath, args: ['--liftoff-only', await bundled] };
}

const bundles = new Map<string, Promise<string>>();

/** Beside the server's node_modules, so the npm packages left out resolve as from the source. */
const OUT_DIR = path.resolve(import.meta.dirname, '..', 'node_modules', '.cache', 'saverly-test-fixtures');

const keepOwnLocation: Plugin = {
  name: 'keep-own-location',
  setup(build) {
    // npm packages stay imports (they load their own files: PGlite's WebAssembly, pg-boss' SQL).
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@saverly/') ? undefined : { path: args.path, external: true },
    );
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      return {
        loader: 'ts',
        contents: source
          .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
      };
    });
  },
};

async function bundle(fixture: string): Promise<string> {
  mkdirSync(OUT_DIR, { recursive: true });
  // One file per worker process: the PGlite and PostgreSQL projects bundle side by side.
  const outfile = path.join(OUT_DIR, `${path.basename(fixture, '.ts')}.${process.pid}.mjs`);
  await build({
    entryPoints: [fixture],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['source'],
    supported: { 'import-attributes': true },
    logLevel: 'warning',
    plugins: [keepOwnLocation],
  });
  process.once('exit', () => rmSync(outfile, { force: true }));
  return outfile;
}
