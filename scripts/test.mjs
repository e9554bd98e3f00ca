// `npm test`: lint, typecheck, unit and integration tests, then the browser end-to-end suite.
// Without a Chromium the e2e suite is skipped loudly, except under CI=true where that fails.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CI = process.env.CI === 'true' || process.env.CI === '1';
const candidates = process.env.CHROMIUM_PATH
  ? [process.env.CHROMIUM_PATH]
  : ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/snap/bin/chromium'];
const chromium = candidates.find((path) => existsSync(path));

const results = [];
function step(name, command, args) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push(`${status === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds}s)`);
  if (status !== 0) finish(1);
}
function finish(code) {
  console.log(`\n${results.join('\n')}`);
  process.exit(code);
}

step('lint', 'npm', ['run', 'lint']);
step('typecheck', 'npm', ['run', 'typecheck']);
step('unit and integration tests', 'npx', ['vitest', 'run']);
if (chromium) {
  step('end-to-end tests (Chromium)', 'npm', ['run', 'test:e2e']);
} else if (CI) {
  console.error('\n✖ No Chromium found and CI=true: the browser suite cannot be skipped in CI.');
  console.error('  Install it with: apt-get install -y chromium   (or set CHROMIUM_PATH)');
  results.push('FAIL end-to-end tests: no Chromium');
  finish(1);
} else {
  const banner = '!'.repeat(78);
  console.warn(`\n${banner}\n!! SKIPPING the browser end-to-end suite: no Chromium found.`);
  console.warn("!! Install Debian's Chromium with `sudo apt-get install -y chromium` (or set CHROMIUM_PATH)");
  console.warn(`!! and run \`npm test\` again. Looked in: ${candidates.join(', ')}\n${banner}`);
  results.push('SKIPPED end-to-end tests: no Chromium');
}
finish(0);
