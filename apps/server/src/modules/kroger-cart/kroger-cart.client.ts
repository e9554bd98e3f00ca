import { KrogerUnreachableError, krogerFetch } from '../../lib/kroger-http.js';
/** The scope Send to Kroger Cart asks the member to grant: add items to their cart, nothing else. */
const KROGER_CART_SCOPE = 'cart.basic:write';

export interface KrogerUserTokens {
  accessToken: string;
  /** Null when Kroger gave none (then the member must consent again when the access token ends). */
  refreshToken: string | null;
  /** Seconds the access token lives (Kroger: about 1800). */
  expiresIn: number;
  scope: string;
}

export interface KrogerCartLine {
  upc: string;
  quantity: number;
  modality?: 'PICKUP' | 'DELIVERY';
}

/** Kroger refused the user's token or grant (401 on the cart, invalid_grant on the token endpoint). */
export class KrogerAuthError extends Error {
  override name = 'KrogerAuthError';
}

/** Kroger could not be reached, timed out, or answered something other than success. */
export class KrogerUnavailableError extends Error {
  override name = 'KrogerUnavailableError';
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

export interface KrogerCartClientOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  fetch?: typeof fetch;
}

/**
 * Kroger's user-consent side: the authorization-code grant (authorize URL, code exchange,
 * refresh) and PUT /v1/cart/add under the member's own access token. Never the
 * client-credentials token of the catalogue adapter (modules/stores/providers/kroger.ts).
 */
export function krogerCartClient(options: KrogerCartClientOptions) {
  const fetchImpl = options.fetch ?? fetch;
  const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');

  /** Through the server's one Kroger HTTP helper (time limit; a token request may be repeated). */
  async function call(url: string, init: RequestInit): Promise<Response> {
    try {
      return await krogerFetch(fetchImpl, url, init, { repeatable: init.method !== 'PUT' });
    } catch (err) {
      if (err instanceof KrogerUnreachableError) throw new KrogerUnavailableError(err.message);
      throw err;
    }
  }

  async function token(form: Record<string, string>): Promise<KrogerUserTokens> {
    const res = await call(`${options.baseUrl}/v1/connect/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams(form).toString(),
    });
    // RFC 6749 5.2: a refused grant is a 400 (invalid_grant) or 401; the member must consent again.
    if (res.status === 400 || res.status === 401) {
      throw new KrogerAuthError(`Kroger refused the ${form.grant_type} grant (HTTP ${res.status})`);
    }
    if (!res.ok) {
      throw new KrogerUnavailableError(`Kroger token endpoint answered HTTP ${res.status}`, res.status);
    }
    const body = (await res.json().catch(() => ({}))) as {
      access_token?: unknown;
      refresh_token?: unknown;
      expires_in?: unknown;
      scope?: unknown;
    };
    if (typeof body.access_token !== 'string' || body.access_token.length === 0) {
      throw new KrogerUnavailableError('Kroger token response had no access_token');
    }
    return {
      accessToken: body.access_token,
      refreshToken:
        typeof body.refresh_token === 'string' && body.refresh_token.length > 0 ? body.refresh_token : null,
      expiresIn:
        typeof body.expires_in === 'number' && Number.isFinite(body.expires_in) && body.expires_in > 0
          ? body.expires_in
          : 1800,
      scope: typeof body.scope === 'string' && body.scope.length > 0 ? body.scope : KROGER_CART_SCOPE,
    };
  }

  return {
    redirectUri: options.redirectUri,

    /** The consent page the member's browser is sent to. */
    authorizeUrl(state: string): string {
      const url = new URL(`${options.baseUrl}/v1/connect/oauth2/authorize`);
      url.searchParams.set('scope', KROGER_CART_SCOPE);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', options.clientId);
      url.searchParams.set('redirect_uri', options.redirectUri);
      url.searchParams.set('state', state);
      return url.toString();
    },

    exchangeCode: (code: string) =>
      token({ grant_type: 'authorization_code', code, redirect_uri: options.redirectUri }),

    refresh: (refreshToken: string) => token({ grant_type: 'refresh_token', refresh_token: refreshToken }),

    /** PUT /v1/cart/add: 204 on success; KrogerAuthError on a 401 (token expired or revoked). */
    async addToCart(accessToken: string, items: KrogerCartLine[]): Promise<void> {
      const res = await call(`${options.baseUrl}/v1/cart/add`, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${accessToken}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ items }),
      });
      // The body is not needed; reading it lets the kept-alive connection be reused.
      await res.arrayBuffer().catch(() => undefined);
      if (res.status === 401) throw new KrogerAuthError('Kroger refused the access token (HTTP 401)');
      if (!res.ok) throw new KrogerUnavailableError(`Kroger cart answered HTTP ${res.status}`, res.status);
    },
  };
}

export type KrogerCartClient = ReturnType<typeof krogerCartClient>;
