// Typechecks every workspace (sources and tests) with its own tsconfig.json.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const projects = [
  '.',
  'packages/contracts',
  'packages/kitchen',
  'apps/server',
  'apps/web',
  'e2e',
  'bench',
].filter((dir) => existsSync(`${dir}/tsconfig.json`));
let failed = false;
for (const dir of projects) {
  const result = spawnSync('npx', ['tsc', '-p', `${dir}/tsconfig.json`, '--noEmit'], { stdio: 'inherit' });
  console.log(`typecheck ${dir}: ${result.status === 0 ? 'ok' : 'FAILED'}`);
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
