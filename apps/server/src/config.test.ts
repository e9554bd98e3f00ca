import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('runs with no configuration at all: port 3000, embedded database in ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.env).toBe('production');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('data', 'pglite') });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.webDistDir).toMatch(/apps[/\\]web[/\\]dist$/);
    expect(config.trustProxy).toBe(false);
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/saverly' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/saverly' });
  });

  it('derives the public URL from the port and strips a trailing slash when given', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://saverly.example/' }).publicUrl).toBe('https://saverly.example');
  });

  it('sends Kroger consent back to our callback on the public URL unless KROGER_REDIRECT_URI is set', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://saverly.example/' });
    expect(config.krogerCart).toEqual({
      redirectUri: 'https://saverly.example/api/kroger/callback',
      tokenKey: null,
    });
    const custom = loadConfig({
      KROGER_REDIRECT_URI: 'https://app.saverly.example/api/kroger/callback',
      KROGER_TOKEN_KEY: 'k'.repeat(32),
    });
    expect(custom.krogerCart).toEqual({
      redirectUri: 'https://app.saverly.example/api/kroger/callback',
      tokenKey: 'k'.repeat(32),
    });
    expect(() => loadConfig({ KROGER_TOKEN_KEY: 'too-short' })).toThrow(/KROGER_TOKEN_KEY/);
  });

  it('names every invalid setting', () => {
    expect(() => loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud' });
    } catch (err) {
      expect((err as Error).message).toContain('PORT');
      expect((err as Error).message).toContain('LOG_LEVEL');
    }
  });
});
