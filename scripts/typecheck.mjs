// Typechecks every workspace (sources and tests) with its own tsconfig.json. Workspaces are
// discovered, so a new package is checked without editing this file.
//
// Workspaces whose tsconfig.json differ only in what they include (the pure packages and the
// server: the same base, the same options) are checked as one program: each `tsc -p` of a
// workspace checked again every package it imports from source, so the packages were checked up to
// three times (the server alone re-checked all five). One program checks each file once with the
// same options, so it reports the same errors: measured 39 s for the six checks one by one, 16 s
// as one (issue #11's CI budget).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = process.cwd();
const require = createRequire(import.meta.url);
const tsc = require.resolve('typescript/bin/tsc');
const ts = require('typescript');
const inside = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => `${dir}/${d.name}`);
const projects = ['.', ...inside('packages'), ...inside('apps'), 'e2e', 'bench'].filter((dir) =>
  existsSync(`${dir}/tsconfig.json`),
);

/** A tsconfig.json's settings apart from `include`, with `extends` made absolute. */
function settingsOf(dir) {
  // TypeScript's own reader: a tsconfig.json may hold comments.
  const { config } = ts.readConfigFile(`${dir}/tsconfig.json`, (file) => readFileSync(file, 'utf8'));
  const { include, extends: base, ...rest } = config;
  const only = new Set(['compilerOptions']);
  // Anything but `extends`, `compilerOptions` and `include` (files, references, a path in an
  // option that a merged file would resolve elsewhere) keeps the workspace on its own.
  const simple =
    Array.isArray(include) &&
    Object.keys(rest).every((key) => only.has(key)) &&
    typeof base === 'string' &&
    !JSON.stringify(rest.compilerOptions ?? {}).includes('/');
  return {
    simple,
    include,
    key: JSON.stringify({ base: base && path.resolve(dir, base), options: rest.compilerOptions ?? {} }),
    base,
    options: rest.compilerOptions ?? {},
  };
}

const groups = new Map();
for (const dir of projects) {
  const settings = settingsOf(dir);
  const key = settings.simple && dir !== '.' ? settings.key : `own:${dir}`;
  const group = groups.get(key);
  if (group) group.members.push({ dir, include: settings.include });
  else groups.set(key, { members: [{ dir, include: settings.include }], settings });
}

const cacheDir = path.join(root, 'node_modules', '.cache', 'saverly-typecheck');
let failed = false;
let n = 0;
for (const { members, settings } of groups.values()) {
  const dirs = members.map((m) => m.dir);
  let config = `${dirs[0]}/tsconfig.json`;
  if (dirs.length > 1) {
    mkdirSync(cacheDir, { recursive: true });
    const from = (dir, file) => path.relative(cacheDir, path.resolve(root, dir, file));
    config = path.join(cacheDir, `tsconfig.${(n += 1)}.json`);
    writeFileSync(
      config,
      JSON.stringify(
        {
          extends: from(dirs[0], settings.base),
          compilerOptions: settings.options,
          include: members.flatMap(({ dir, include }) => include.map((glob) => from(dir, glob))),
        },
        null,
        2,
      ),
    );
  }
  const result = spawnSync(process.execPath, [tsc, '-p', config, '--noEmit'], { stdio: 'inherit' });
  console.log(`typecheck ${dirs.join(', ')}: ${result.status === 0 ? 'ok' : 'FAILED'}`);
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
