// `npm run bench`: runs every benchmark and prints its numbers. Nothing here passes or fails on time.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { benchMealPlans } from './meal-plans';
import { benchSales } from './sales';
import { benchLogin } from './login';
import { benchServer } from './server';

console.log(
  `# Saverly benchmarks — node ${process.version}, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}`,
);

// Cold-start measurements need a fresh process each.
for (const script of ['kitchen-load.ts', 'planner.ts', 'household.ts', 'own-recipes.ts', 'pricing.ts']) {
  spawnSync(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', '--expose-gc', path.join(import.meta.dirname, script)],
    {
      stdio: 'inherit',
    },
  );
}
await benchServer();
await benchLogin();
await benchSales();
await benchMealPlans();
