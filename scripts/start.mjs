// `npm start`: build only what changed since the last build, then run the server (issue 17,
// docs/decisions/0029-web-performance.md). Each build's inputs are fingerprinted (path, size and
// modification time of every source file); the fingerprint is written next to the output after a
// build succeeds, so a missing or different one (a fresh clone, an edit, a failed build) builds
// again and an unchanged tree starts the server at once. `npm run build` still builds everything.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const SKIP_DIRS = new Set(['node_modules', 'dist', '.vite', 'coverage', 'test-results']);
const isTest = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

function listFiles(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  const stat = statSync(full);
  if (stat.isFile()) return [entry];
  return readdirSync(full, { withFileTypes: true }).flatMap((item) => {
    if (item.isDirectory()) return SKIP_DIRS.has(item.name) ? [] : listFiles(path.join(entry, item.name));
    return isTest(item.name) ? [] : [path.join(entry, item.name)];
  });
}

function fingerprint(entries) {
  const hash = createHash('sha256');
  for (const file of entries.flatMap(listFiles).sort()) {
    const stat = statSync(path.join(root, file));
    hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

const packages = readdirSync(path.join(root, 'packages')).flatMap((name) => [
  `packages/${name}/src`,
  `packages/${name}/package.json`,
  `packages/${name}/tsconfig.json`,
  `packages/${name}/tsconfig.build.json`,
]);
const shared = ['package-lock.json', 'tsconfig.base.json', ...packages];

const targets = [
  {
    name: 'server',
    output: 'apps/server/dist/server.js',
    stamp: 'apps/server/dist/.inputs',
    inputs: [
      'apps/server/src',
      'apps/server/package.json',
      'apps/server/tsconfig.build.json',
      'scripts/build-server.mjs',
      ...shared,
    ],
    // Compiled file by file without a type check (scripts/build-server.mjs); `npm run build` runs tsc.
    command: ['node', ['scripts/build-server.mjs']],
  },
  {
    name: 'web app',
    output: 'apps/web/dist/index.html',
    stamp: 'apps/web/dist/.vite/inputs',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/scripts',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      ...shared,
    ],
    command: ['npm', ['run', 'build', '-w', '@saverly/web']],
  },
];

class BuildFailed extends Error {
  constructor(name, status) {
    super(`start: building the ${name} failed`);
    this.status = status;
  }
}

// A second `npm start` while one runs (on the same port) would rebuild the running server's files
// under it before failing to listen: its pages would name scripts the rebuild deleted and never
// come alive. So the port is checked first, and nothing is built while it is taken.
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? 'localhost';
if (port > 0) {
  const taken = await new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error) => resolve(error.code === 'EADDRINUSE' ? true : null));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(false)));
  });
  if (taken) {
    console.error(
      `start: port ${port} is in use (is Saverly already running?): stop it first, or start on another port with PORT=…; nothing was built`,
    );
    process.exit(1);
  }
}

// The targets that changed build side by side (the server's tsc and the web app's Vite build are
// independent: a fresh clone's build took 12.4 s + 5.8 s one after the other on 2 cores).
const builds = targets.map(async (target) => {
  const started = performance.now();
  const print = fingerprint(target.inputs);
  const stampFile = path.join(root, target.stamp);
  const upToDate =
    existsSync(path.join(root, target.output)) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8').trim() === print;
  if (upToDate) {
    console.log(
      `start: ${target.name} is up to date (checked in ${Math.round(performance.now() - started)} ms)`,
    );
    return;
  }
  console.log(`start: building the ${target.name} (its sources changed since the last build)`);
  const [command, args] = target.command;
  const status = await new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
  if (status !== 0) throw new BuildFailed(target.name, status);
  writeFileSync(stampFile, `${print}\n`);
});

const results = await Promise.allSettled(builds);
const failed = results.find((r) => r.status === 'rejected');
if (failed) {
  console.error(failed.reason instanceof Error ? failed.reason.message : failed.reason);
  process.exit(failed.reason?.status ?? 1);
}

await import(pathToFileURL(path.join(root, 'apps/server/dist/server.js')).href);
