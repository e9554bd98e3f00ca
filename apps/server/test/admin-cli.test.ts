import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { usersService } from '../src/modules/users/users.service.js';
import { fixtureCommand } from './fixture-process.js';

const cli = path.join(import.meta.dirname, '..', 'src', 'cli', 'admin.ts');

describe('npm run admin -- grant|revoke <email>', () => {
  it('grants and revokes the admin role, and says so for an unknown email', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'saverly-cli-'));
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, DATA_DIR: dataDir };
    if (inject('databaseKind') === 'postgres') env.DATABASE_URL = process.env.TEST_DATABASE_URL;
    const email = `cli.${Date.now()}@example.com`;
    try {
      const config = loadConfig(env);
      const database = await openDatabase(config.database);
      await database.migrate();
      await usersService(database.db).create({
        email,
        passwordHash: await hashPassword('Cli-Test-Password-1!'),
        firstName: 'Cli',
        lastName: 'User',
        role: 'member',
      });
      await database.close();

      // The first run as `npm run admin` runs it (tsx); the others from the same source bundled
      // once (fixture-process.ts): ~1.5 s less per start on this 2-core machine.
      const bundled = await fixtureCommand(cli);
      const spawnWith = (command: string, prefix: string[], args: string[]) =>
        spawnSync(command, [...prefix, ...args], { env, encoding: 'utf8' });
      const viaTsx = (...args: string[]) =>
        spawnWith(process.execPath, ['--import', 'tsx', '--conditions=source', cli], args);
      const run = (...args: string[]) => spawnWith(bundled.command, bundled.args, args);

      const grant = viaTsx('grant', email.toUpperCase());
      expect(grant.stdout).toContain(`${email} is now an admin.`);
      expect(grant.status).toBe(0);

      const check = await openDatabase(config.database);
      expect((await usersService(check.db).findByEmail(email))?.role).toBe('admin');
      await check.close();

      expect(run('revoke', email).stdout).toContain('is now a member');
      const unknown = run('grant', 'nobody@example.com');
      expect(unknown.status).toBe(1);
      expect(unknown.stderr).toContain('No account with the email nobody@example.com');
      expect(run('promote').status).toBe(2);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Four child processes, each opening PGlite: ~10 s alone when all four started tsx, 43 s once
    // on a loaded 2-core machine (ADR 0024), past the suite's 30 s.
  }, 180_000);
});
