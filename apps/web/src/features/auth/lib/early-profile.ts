import { RUNTIME_CONFIG_ELEMENT_ID } from '@saverly/contracts';
import { readStorage, STORAGE_KEYS } from '../../../lib/storage';

/**
 * The signed-in first page's session check, started by a small inline script before the app's
 * JavaScript arrives (scripts/prerender.mjs puts it in the /app and /dashboard shells; ADR 0029).
 * A member's dashboard waited for about 180 KB of scripts, then for the profile call: on a phone
 * those were two waits in a row. The inline script asks for the profile with the stored token at
 * once; the app's start-up check (verifyStoredToken) takes that answer when it is for the token still
 * stored, and otherwise asks again as before. It is only a head start: the answer is read by the
 * same code, with the same schema, timeout and 401 handling as any check.
 */
const EARLY_PROFILE_KEY = '__saverlyEarlyProfile';

/** The profile path the app's check calls (../api/fetch-profile.ts). */
export const PROFILE_PATH = '/api/auth/profile';

interface EarlyProfile {
  readonly token: string;
  /** null: no answer (offline, blocked): the app's own check decides. */
  readonly response: Promise<Response | null>;
}

type WithEarly = Partial<Record<typeof EARLY_PROFILE_KEY, EarlyProfile>>;

/** The API's origin from the runtime config the server wrote into the page ('' = this origin). */
function apiUrlOfPage(): string {
  try {
    const text = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
    const apiUrl: unknown = text ? (JSON.parse(text) as { apiUrl?: unknown }).apiUrl : '';
    return typeof apiUrl === 'string' ? apiUrl.replace(/\/+$/, '') : '';
  } catch {
    return '';
  }
}

/** The inline script's work: with a stored access token, the profile call, now. */
export function startEarlyProfile(): void {
  const token = readStorage(STORAGE_KEYS.accessToken);
  if (!token || typeof fetch !== 'function') return;
  const response = fetch(`${apiUrlOfPage()}${PROFILE_PATH}`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  }).catch(() => null);
  (window as WithEarly)[EARLY_PROFILE_KEY] = { token, response };
}

/**
 * The early answer for `token`, once (a later check asks the server again); null when there is
 * none, or it was made with another token (signed out and in since).
 */
export function takeEarlyProfile(token: string | null): Promise<Response | null> | null {
  if (typeof window === 'undefined') return null;
  const early = (window as WithEarly)[EARLY_PROFILE_KEY];
  if (!early) return null;
  delete (window as WithEarly)[EARLY_PROFILE_KEY];
  return token !== null && early.token === token ? early.response : null;
}
