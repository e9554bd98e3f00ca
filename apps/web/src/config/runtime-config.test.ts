import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, loadRuntimeConfig } from './runtime-config';

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const localConfig = {
  apiUrl: 'http://localhost:3000',
  environment: 'local',
  version: '0.1.0-local',
  debug: true,
};
const devConfig = {
  apiUrl: 'https://dev.saverly.test',
  environment: 'development',
  version: '0.1.0-dev',
  debug: true,
};
const prodConfig = { apiUrl: '', environment: 'production', version: '0.1.0', debug: false };

/** A fake fetch that answers each config file from a table; anything absent is a 404. */
function fakeFetch(files: Record<string, () => Promise<Response>>) {
  return vi.fn((input: string) =>
    (files[input] ?? (() => Promise.resolve(new Response('', { status: 404 }))))(),
  );
}

describe('loadRuntimeConfig', () => {
  it('prefers /config.local.json when it loads', async () => {
    const fetchFn = fakeFetch({
      '/config.local.json': () => Promise.resolve(jsonResponse(localConfig)),
      '/config.dev.json': () => Promise.resolve(jsonResponse(devConfig)),
      '/config.json': () => Promise.resolve(jsonResponse(prodConfig)),
    });
    await expect(loadRuntimeConfig(fetchFn)).resolves.toEqual(localConfig);
  });

  it('falls back to /config.dev.json when the local file is missing', async () => {
    const fetchFn = fakeFetch({
      '/config.dev.json': () => Promise.resolve(jsonResponse(devConfig)),
      '/config.json': () => Promise.resolve(jsonResponse(prodConfig)),
    });
    await expect(loadRuntimeConfig(fetchFn)).resolves.toEqual(devConfig);
  });

  it('uses /config.json after missing, unreachable or invalid earlier files, in order', async () => {
    const fetchFn = fakeFetch({
      '/config.local.json': () => Promise.reject(new TypeError('Failed to fetch')),
      // A dev server answers unknown paths with its HTML page: not JSON, so skipped.
      '/config.dev.json': () => Promise.resolve(new Response('<!doctype html>', { status: 200 })),
      '/config.json': () => Promise.resolve(jsonResponse(prodConfig)),
    });
    await expect(loadRuntimeConfig(fetchFn)).resolves.toEqual(prodConfig);
    expect(fetchFn.mock.calls.map(([file]) => file)).toEqual([
      '/config.local.json',
      '/config.dev.json',
      '/config.json',
    ]);
  });

  it('keeps the order of preference even when a later file answers first', async () => {
    let answerLocal: (response: Response) => void = () => undefined;
    const fetchFn = fakeFetch({
      '/config.local.json': () => new Promise<Response>((resolve) => (answerLocal = resolve)),
      '/config.json': () => Promise.resolve(jsonResponse(prodConfig)),
    });
    const loading = loadRuntimeConfig(fetchFn);
    // All three requests go out at once.
    expect(fetchFn.mock.calls.map(([file]) => file)).toEqual([
      '/config.local.json',
      '/config.dev.json',
      '/config.json',
    ]);
    answerLocal(jsonResponse(localConfig));
    await expect(loading).resolves.toEqual(localConfig);
  });

  it('skips a file whose JSON does not match the schema', async () => {
    const fetchFn = fakeFetch({
      '/config.local.json': () => Promise.resolve(jsonResponse({ apiUrl: 42 })),
      '/config.json': () => Promise.resolve(jsonResponse(prodConfig)),
    });
    await expect(loadRuntimeConfig(fetchFn)).resolves.toEqual(prodConfig);
  });

  it('returns the default config when no file loads', async () => {
    const fetchFn = fakeFetch({});
    await expect(loadRuntimeConfig(fetchFn)).resolves.toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(DEFAULT_RUNTIME_CONFIG).toEqual({
      apiUrl: '',
      environment: 'production',
      version: '0.1.0',
      debug: false,
    });
    expect(fetchFn).toHaveBeenCalledTimes(3);
  });
});
