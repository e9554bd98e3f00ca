import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';

const fixture = path.join(import.meta.dirname, 'fixtures', 'slow-server.ts');

describe('graceful shutdown of the real process', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'saverly-shutdown-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'on %s finishes the in-flight request, refuses new ones, closes the database and exits 0',
    async (signal) => {
      const env: NodeJS.ProcessEnv = {
        PATH: process.env.PATH,
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        DATA_DIR: path.join(dataDir, signal),
        WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      };
      if (inject('databaseKind') === 'postgres') env.DATABASE_URL = process.env.TEST_DATABASE_URL;
      const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', fixture, '800'], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

      let stdout = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      const printed = (pattern: RegExp) =>
        new Promise<RegExpExecArray>((resolve, reject) => {
          const check = () => {
            const match = pattern.exec(stdout);
            if (match) return resolve(match);
            if (child.exitCode !== null) return reject(new Error(`server exited early: ${stderr}`));
            setTimeout(check, 20);
          };
          check();
        });

      const port = Number((await printed(/LISTENING (\d+)/))[1]);
      const inFlight = fetch(`http://127.0.0.1:${port}/api/slow`);
      await printed(/SLOW-STARTED/);
      child.kill(signal);
      await new Promise((resolve) => setTimeout(resolve, 100));

      const late = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (res) => res.status,
        () => 'refused',
      );
      expect([503, 'refused']).toContain(late);

      const res = await inFlight;
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ done: true });
      expect(await exited).toBe(0);
      expect(stderr).toBe('');
    },
  );
});
