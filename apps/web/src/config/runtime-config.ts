import {
  RUNTIME_CONFIG_ELEMENT_ID,
  RUNTIME_CONFIG_FILES,
  runtimeConfigSchema,
  type RuntimeConfig,
} from '@saverly/contracts';

/** Used when no config file loads: same-origin API, production behaviour. */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiUrl: '',
  environment: 'production',
  version: '0.1.0',
  debug: false,
};

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

async function readConfigFile(fetchFn: FetchLike, file: string): Promise<RuntimeConfig | null> {
  try {
    const response = await fetchFn(file, { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const parsed = runtimeConfigSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    // Unreachable or not JSON.
    return null;
  }
}

/**
 * The config the server wrote into the page (apps/server web-app.ts: read from the same files in
 * the same order), when there is one that parses; null otherwise (the dev server, a page without).
 */
export function embeddedRuntimeConfig(
  doc: Pick<Document, 'getElementById'> | undefined = globalThis.document,
) {
  const text = doc?.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = runtimeConfigSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * /config.local.json, /config.dev.json and /config.json in that order of preference (spec section 5):
 * the first that fetches OK and parses with the shared schema wins, else the default config. A
 * missing file, an HTML fallback page or a malformed file just loses its turn. The three requests
 * go out together so start-up waits one round trip, not three. When the server already wrote the
 * winner into the page, that is used and nothing is fetched (docs/decisions/0029-web-performance.md).
 */
export async function loadRuntimeConfig(fetchFn: FetchLike = (input, init) => fetch(input, init)) {
  const embedded = embeddedRuntimeConfig();
  if (embedded) return embedded;
  const candidates = RUNTIME_CONFIG_FILES.map((file) => readConfigFile(fetchFn, file));
  for (const candidate of candidates) {
    const config = await candidate;
    if (config) return config;
  }
  return DEFAULT_RUNTIME_CONFIG;
}

let current: RuntimeConfig = DEFAULT_RUNTIME_CONFIG;
let pending: Promise<RuntimeConfig> | null = null;

/** The config in force: the default until the app's start-up load sets it. */
export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

/** The app's start-up load (app/provider.tsx): loads the config and puts it in force. */
export function startRuntimeConfig(fetchFn?: FetchLike): Promise<RuntimeConfig> {
  const load = loadRuntimeConfig(fetchFn).then((config) => {
    setRuntimeConfig(config);
    if (pending === load) pending = null;
    return config;
  });
  pending = load;
  return load;
}

/** The start-up load while it runs, else null (loaded, or never started: tests set the config). */
export function runtimeConfigPending(): Promise<unknown> | null {
  return pending;
}
