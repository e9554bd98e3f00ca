// Typechecks every workspace (sources and tests) with its own tsconfig.json. Workspaces are
// discovered, so a new package is checked without editing this file.
import { existsSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const inside = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => `${dir}/${d.name}`);
const projects = ['.', ...inside('packages'), ...inside('apps'), 'e2e', 'bench'].filter((dir) =>
  existsSync(`${dir}/tsconfig.json`),
);
let failed = false;
for (const dir of projects) {
  const result = spawnSync('npx', ['tsc', '-p', `${dir}/tsconfig.json`, '--noEmit'], { stdio: 'inherit' });
  console.log(`typecheck ${dir}: ${result.status === 0 ? 'ok' : 'FAILED'}`);
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
