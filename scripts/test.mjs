// `npm test`: lint, typecheck, unit and integration tests, then the browser end-to-end suite.
// Without a Chromium the e2e suite is skipped loudly, except under CI=true where that fails.
import { spawn, spawnSync } from 'node:child_process';
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

/**
 * Checks that only read the sources, in two lanes side by side: eslint, tsc, prettier and knip each
 * use one core, so on this 2-core machine the lanes take as long as the longer one. Lint's parts
 * are split so the lanes are about even: eslint in two runs that together lint what `eslint .`
 * does (the web app ~35 s, everything else ~45 s; one run took ~92 s when it was one lane), tsc
 * ~39 s (scripts/typecheck.mjs), prettier ~17 s, knip ~6 s. Each step's output is printed whole
 * when it ends (never interleaved); a failure fails the run after both lanes have ended.
 */
async function lanes(...lanesOfSteps) {
  const runOne = ([name, command, args]) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn(command, args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
      const chunks = [];
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
      child.on('close', (status) => {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
        process.stdout.write(Buffer.concat(chunks));
        resolve({ ok: status === 0, line: `${status === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds}s)` });
      });
    });
  const outcomes = (
    await Promise.all(
      lanesOfSteps.map(async (steps) => {
        const done = [];
        for (const one of steps) done.push(await runOne(one));
        return done;
      }),
    )
  ).flat();
  for (const outcome of outcomes) results.push(outcome.line);
  if (outcomes.some((outcome) => !outcome.ok)) finish(1);
}

await lanes(
  [
    [
      'lint: eslint (all but the web app)',
      'npx',
      ['eslint', '.', '--ignore-pattern', 'apps/web/**', '--max-warnings=0'],
    ],
    ['lint: prettier', 'npm', ['run', 'lint:format']],
    ['lint: knip', 'npm', ['run', 'lint:unused']],
  ],
  [
    ['typecheck', 'npm', ['run', 'typecheck']],
    ['lint: eslint (the web app)', 'npx', ['eslint', 'apps/web', '--max-warnings=0']],
  ],
);
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
