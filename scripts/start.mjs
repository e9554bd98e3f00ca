// `npm start`: build only what changed since the last build, then run the server (issue 17,
// docs/decisions/0029-web-performance.md). Each build's inputs are fingerprinted (path, size and
// modification time of every source file); the fingerprint is written next to the output after a
// build succeeds, so a missing or different one (a fresh clone, an edit, a failed build) builds
// again and an unchanged tree starts the server at once. `npm run build` still builds everything.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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
    inputs: ['apps/server/src', 'apps/server/package.json', 'apps/server/tsconfig.build.json', ...shared],
    command: ['npx', ['tsc', '-b', 'apps/server/tsconfig.build.json']],
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

for (const target of targets) {
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
    continue;
  }
  console.log(`start: building the ${target.name} (its sources changed since the last build)`);
  const [command, args] = target.command;
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, `${print}\n`);
}

await import(pathToFileURL(path.join(root, 'apps/server/dist/server.js')).href);
