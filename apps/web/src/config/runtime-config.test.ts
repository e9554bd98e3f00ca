import { RUNTIME_CONFIG_ELEMENT_ID } from '@saverly/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_RUNTIME_CONFIG,
  embeddedRuntimeConfig,
  getRuntimeConfig,
  loadRuntimeConfig,
  runtimeConfigPending,
  setRuntimeConfig,
  startRuntimeConfig,
} from './runtime-config';

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

describe('the config the server wrote into the page', () => {
  afterEach(() => document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove());

  /** What apps/server web-app.ts writes into the head. */
  function embed(text: string) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = RUNTIME_CONFIG_ELEMENT_ID;
    block.textContent = text;
    document.head.append(block);
  }

  it('is used without fetching any file', async () => {
    embed(JSON.stringify(devConfig));
    const fetchFn = fakeFetch({ '/config.json': () => Promise.resolve(jsonResponse(prodConfig)) });
    await expect(loadRuntimeConfig(fetchFn)).resolves.toEqual(devConfig);
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('that is not JSON or not a config is ignored: the files are fetched as before', async () => {
    for (const text of ['{not json', JSON.stringify({ apiUrl: 1 }), '']) {
      embed(text);
      expect(embeddedRuntimeConfig()).toBeNull();
      const fetchFn = fakeFetch({ '/config.json': () => Promise.resolve(jsonResponse(prodConfig)) });
      await expect(loadRuntimeConfig(fetchFn)).resolves.toEqual(prodConfig);
      expect(fetchFn).toHaveBeenCalledTimes(3);
      document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove();
    }
  });
});

describe('startRuntimeConfig', () => {
  it('puts the loaded config in force and releases requests waiting for it only then', async () => {
    const custom = { ...DEFAULT_RUNTIME_CONFIG, apiUrl: 'https://api.example.test' };
    let answer: (response: Response) => void = () => undefined;
    const fetchFn = vi.fn((file: string) =>
      file === '/config.json'
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : Promise.resolve(new Response('', { status: 404 })),
    );
    setRuntimeConfig(DEFAULT_RUNTIME_CONFIG);
    expect(runtimeConfigPending()).toBeNull();
    const start = startRuntimeConfig(fetchFn);
    let released = false;
    const waiting = runtimeConfigPending()!.then(() => {
      released = true;
    });
    await Promise.resolve();
    expect(released).toBe(false);
    expect(getRuntimeConfig().apiUrl).toBe('');
    answer(new Response(JSON.stringify(custom), { status: 200 }));
    await waiting;
    expect(released).toBe(true);
    expect(getRuntimeConfig()).toEqual(custom);
    await expect(start).resolves.toEqual(custom);
    expect(runtimeConfigPending()).toBeNull();
    setRuntimeConfig(DEFAULT_RUNTIME_CONFIG);
  });
});
