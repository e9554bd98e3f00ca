// `npm start`'s server build (issue 17, docs/decisions/0029-web-performance.md): each TypeScript
// file of the server and the packages it runs, as `tsc -b apps/server/tsconfig.build.json` lays them
// out in dist/, compiled one by one by esbuild without a type check (the sources are all
// `isolatedModules` and `verbatimModuleSyntax`). Types are checked by `npm test` (typecheck) and
// `npm run build`; here a start should not wait ~20 s on a 2-core machine for a check nobody reads.
import { cpSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PROJECTS = [
  'packages/contracts',
  'packages/kitchen',
  'packages/stores',
  'packages/planner',
  'packages/grocery',
  'apps/server',
];
/** What the projects' tsconfig.build.json leave out: tests, their support code, declarations. */
const LEFT_OUT = /(\.test\.ts|\.d\.ts)$|[\\/]test-support[\\/]/;

const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );

const started = performance.now();
await Promise.all(
  PROJECTS.map(async (project) => {
    const src = path.join(root, project, 'src');
    const dist = path.join(root, project, 'dist');
    const files = walk(src).filter((file) => !LEFT_OUT.test(file));
    rmSync(dist, { recursive: true, force: true });
    // tsc -b's record of what it built there is no longer true: the next `npm run build` rebuilds.
    rmSync(path.join(root, project, 'tsconfig.build.tsbuildinfo'), { force: true });
    await build({
      entryPoints: files.filter((file) => file.endsWith('.ts')),
      outdir: dist,
      outbase: src,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      // Node 20.10+ reads `with { type: 'json' }`; esbuild would drop it for plain node20.
      supported: { 'import-attributes': true },
      sourcemap: true,
      logLevel: 'warning',
    });
    // Data the modules import (kitchen's recipes and foods), as tsc's resolveJsonModule copies it.
    for (const file of files.filter((f) => f.endsWith('.json')))
      cpSync(file, path.join(dist, path.relative(src, file)));
  }),
);
process.stdout.write(
  `start: compiled the server and its packages in ${Math.round(performance.now() - started)} ms\n`,
);
