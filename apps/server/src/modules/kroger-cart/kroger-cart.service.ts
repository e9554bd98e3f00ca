import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  KROGER_CONNECT_ACTION,
  KROGER_DEFAULT_RETURN_TO,
  KROGER_NOT_CONFIGURED_MESSAGE,
  invalidKrogerProductIds,
  isSafeReturnPath,
  type KrogerCartRequest,
  type KrogerConnectResult,
} from '@saverly/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { UserRow } from '../users/users.service.js';
import {
  KrogerAuthError,
  KrogerUnavailableError,
  type KrogerCartClient,
  type KrogerUserTokens,
} from './kroger-cart.client.js';
import type { KrogerCartRepository, KrogerConnectionRow } from './kroger-cart.repository.js';
import type { TokenCipher } from './token-cipher.js';

/** A consent not completed within this is refused (and its state row cleared later). */
export const STATE_TTL_MS = 10 * 60_000;
/** An access token this close to its end is refreshed before use rather than sent. */
const EXPIRY_MARGIN_MS = 60_000;

const KROGER_DOWN_MESSAGE = 'Kroger is not answering right now. Please try again in a few minutes.';

const hashState = (state: string) => createHash('sha256').update(state).digest();

const notConfigured = () => new AppError('unavailable', KROGER_NOT_CONFIGURED_MESSAGE);
const notConnected = (message = 'Connect your Kroger account to send items to your Kroger cart') =>
  new AppError('conflict', message, { action_required: KROGER_CONNECT_ACTION });
const krogerDown = () => new AppError('unavailable', KROGER_DOWN_MESSAGE);

/** Authenticated-data context of each stored token: a value only decrypts in its own row and column. */
const context = (userId: number, kind: 'access' | 'refresh') => `kroger-connection:${userId}:${kind}`;

/** `returnTo` with `?kroger=<result>`, as a path; the default path if it is somehow not safe. */
function returnLocation(returnTo: string, result: KrogerConnectResult): string {
  const path = isSafeReturnPath(returnTo) ? returnTo : KROGER_DEFAULT_RETURN_TO;
  const url = new URL(path, 'https://saverly.invalid');
  url.searchParams.set('kroger', result);
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface CallbackInput {
  code: string | null;
  state: string | null;
  error: string | null;
  /** The state this browser was given when it started (the httpOnly cookie), if any. */
  browserState: string | null;
}

export interface KrogerCartServiceOptions {
  repo: KrogerCartRepository;
  clock: Clock;
  cipher: TokenCipher;
  /** Null when the server has no Kroger credentials. */
  client: KrogerCartClient | null;
  log: FastifyBaseLogger;
}

/**
 * Send to Kroger Cart: the member's OAuth consent (state minted here, hashed at rest, single use,
 * ten minutes, tied to the member and to the browser that started it), their tokens (encrypted at
 * rest, refreshed when expired or refused once), and PUT /v1/cart/add under their own token.
 */
export function krogerCartService(options: KrogerCartServiceOptions) {
  const { repo, clock, cipher, client, log } = options;
  /** One refresh per member at a time in this process: Kroger may rotate the refresh token. */
  const refreshing = new Map<number, Promise<{ token: string; enc: string }>>();

  async function storeTokens(userId: number, tokens: KrogerUserTokens, previous: KrogerConnectionRow | null) {
    const now = clock.now();
    const fields = {
      accessTokenEnc: cipher.encrypt(tokens.accessToken, context(userId, 'access')),
      // Kroger may answer a refresh without a new refresh token: the old one stays in use.
      refreshTokenEnc: tokens.refreshToken
        ? cipher.encrypt(tokens.refreshToken, context(userId, 'refresh'))
        : (previous?.refreshTokenEnc ?? null),
      expiresAt: new Date(now.getTime() + tokens.expiresIn * 1000),
      scope: tokens.scope,
      now,
    };
    if (!previous) {
      await repo.saveConnection({ userId, ...fields });
      return fields.accessTokenEnc;
    }
    const replaced = await repo.replaceTokens(userId, previous.accessTokenEnc, fields);
    // Someone else changed the row meanwhile; our new token is still good for this request,
    // unless the member disconnected.
    if (!replaced && !(await repo.findConnection(userId))) throw notConnected();
    return fields.accessTokenEnc;
  }

  /** Forgets a connection Kroger no longer honours (unless it was replaced meanwhile). */
  async function drop(row: KrogerConnectionRow, reason: string) {
    log.warn({ userId: row.userId, reason }, 'Kroger connection dropped; the member must connect again');
    const current = await repo.findConnection(row.userId);
    if (current && current.accessTokenEnc === row.accessTokenEnc) await repo.deleteConnection(row.userId);
  }

  async function refreshNow(kroger: KrogerCartClient, row: KrogerConnectionRow) {
    const refreshToken = row.refreshTokenEnc
      ? cipher.decrypt(row.refreshTokenEnc, context(row.userId, 'refresh'))
      : null;
    if (!refreshToken) {
      await drop(row, row.refreshTokenEnc ? 'refresh token does not decrypt' : 'no refresh token');
      throw notConnected('Your Kroger connection has ended. Connect your Kroger account again.');
    }
    let tokens: KrogerUserTokens;
    try {
      tokens = await kroger.refresh(refreshToken);
    } catch (err) {
      if (err instanceof KrogerAuthError) {
        // Another instance may have refreshed (and rotated the refresh token) a moment ago.
        const current = await repo.findConnection(row.userId);
        if (current && current.accessTokenEnc !== row.accessTokenEnc) {
          const token = cipher.decrypt(current.accessTokenEnc, context(row.userId, 'access'));
          if (token) return { token, enc: current.accessTokenEnc };
        }
        await drop(row, err.message);
        throw notConnected('Your Kroger connection has ended. Connect your Kroger account again.');
      }
      if (err instanceof KrogerUnavailableError) {
        log.warn({ err, userId: row.userId }, 'Kroger token refresh failed');
        throw krogerDown();
      }
      throw err;
    }
    const enc = await storeTokens(row.userId, tokens, row);
    return { token: tokens.accessToken, enc };
  }

  /**
   * The member's usable access token. `stale` is the token Kroger just refused: refreshed unless
   * another request already replaced it.
   */
  async function accessToken(
    kroger: KrogerCartClient,
    userId: number,
    stale: string | null,
  ): Promise<{ token: string; enc: string }> {
    const row = await repo.findConnection(userId);
    if (!row) throw notConnected();
    const token = cipher.decrypt(row.accessTokenEnc, context(userId, 'access'));
    if (token === null) {
      // Written under another key (KROGER_TOKEN_KEY or the JWT key changed): unusable.
      await drop(row, 'access token does not decrypt');
      throw notConnected('Your Kroger connection has ended. Connect your Kroger account again.');
    }
    const fresh = row.expiresAt.getTime() - EXPIRY_MARGIN_MS > clock.now().getTime();
    if (fresh && row.accessTokenEnc !== stale) return { token, enc: row.accessTokenEnc };
    const running = refreshing.get(userId);
    if (running) return running;
    const started = refreshNow(kroger, row).finally(() => refreshing.delete(userId));
    refreshing.set(userId, started);
    return started;
  }

  return {
    configured: client !== null,

    async status(user: UserRow) {
      if (!client) return { configured: false, connected: false };
      const row = await repo.findConnection(user.id);
      const connected =
        row !== null && cipher.decrypt(row.accessTokenEnc, context(user.id, 'access')) !== null;
      return { configured: true, connected };
    },

    /** A new consent: the URL of Kroger's consent page and the state the browser must bring back. */
    async startConnect(user: UserRow, returnTo: string | undefined) {
      if (!client) throw notConfigured();
      const path = returnTo ?? KROGER_DEFAULT_RETURN_TO;
      if (!isSafeReturnPath(path)) throw new AppError('validation', 'return_to must be a path on this site');
      const state = randomBytes(32).toString('base64url');
      const now = clock.now();
      await repo.addState({
        stateHash: hashState(state).toString('hex'),
        userId: user.id,
        returnTo: path,
        expiresAt: new Date(now.getTime() + STATE_TTL_MS),
        now,
      });
      return { state, authorizeUrl: client.authorizeUrl(state) };
    },

    /**
     * Kroger's redirect back: the path to send the browser to. Never throws and never says why
     * it failed (the reason is logged): the browser only learns connected, denied or error.
     */
    async finishConnect(input: CallbackInput): Promise<string> {
      const fail = (
        reason: string,
        returnTo = KROGER_DEFAULT_RETURN_TO,
        result: KrogerConnectResult = 'error',
      ) => {
        log.warn({ reason }, 'Kroger consent not completed');
        return returnLocation(returnTo, result);
      };
      if (!client) return fail('Kroger is not configured');
      if (!input.state || input.state.length > 256) return fail('no state');
      const stateHash = hashState(input.state);
      // The browser must be the one the consent was started in (a link from someone else fails).
      if (!input.browserState || !timingSafeEqual(stateHash, hashState(input.browserState)))
        return fail('state does not match this browser');
      const pending = await repo.takeState(stateHash.toString('hex'));
      if (!pending) return fail('unknown or already used state');
      if (pending.expiresAt.getTime() <= clock.now().getTime())
        return fail('state expired', pending.returnTo);
      if (input.error) {
        return input.error === 'access_denied'
          ? fail('member denied consent', pending.returnTo, 'denied')
          : fail(`Kroger answered error ${input.error.slice(0, 64)}`, pending.returnTo);
      }
      if (!input.code || input.code.length > 2048) return fail('no code', pending.returnTo);
      try {
        const tokens = await client.exchangeCode(input.code);
        await storeTokens(pending.userId, tokens, null);
      } catch (err) {
        log.warn({ err, userId: pending.userId }, 'Kroger code exchange failed');
        return returnLocation(pending.returnTo, 'error');
      }
      log.info({ userId: pending.userId }, 'Kroger account connected');
      return returnLocation(pending.returnTo, 'connected');
    },

    /** Sends the items to the member's Kroger cart; the number of lines sent. */
    async addToCart(user: UserRow, request: KrogerCartRequest): Promise<number> {
      const invalid = invalidKrogerProductIds(request.items);
      if (invalid.length > 0) {
        throw new AppError('validation', 'Some products are not Kroger products (UPCs of 8 to 14 digits)', {
          invalid_product_ids: invalid,
          fields: request.items.flatMap((item, i) =>
            invalid.includes(item.product_id)
              ? [{ path: `body.items.${i}.product_id`, message: 'Not a Kroger UPC' }]
              : [],
          ),
        });
      }
      if (!client) throw notConfigured();
      const lines = request.items.map((item) => ({
        upc: item.product_id,
        quantity: item.quantity,
        ...(request.modality ? { modality: request.modality } : {}),
      }));
      let current = await accessToken(client, user.id, null);
      for (let attempt = 0; ; attempt++) {
        try {
          await client.addToCart(current.token, lines);
          return lines.length;
        } catch (err) {
          if (err instanceof KrogerAuthError && attempt === 0) {
            // Expired or revoked early: one refresh, one retry.
            current = await accessToken(client, user.id, current.enc);
            continue;
          }
          if (err instanceof KrogerAuthError) {
            const row = await repo.findConnection(user.id);
            if (row) await drop(row, 'cart refused a freshly refreshed token');
            throw notConnected(
              'Kroger no longer accepts this connection. Connect your Kroger account again.',
            );
          }
          if (err instanceof KrogerUnavailableError) {
            log.warn({ err, userId: user.id, status: err.status }, 'Kroger cart add failed');
            throw krogerDown();
          }
          throw err;
        }
      }
    },

    /** Forgets the member's Kroger tokens (Kroger itself keeps the grant until it expires). */
    disconnect: (user: UserRow) => repo.deleteConnection(user.id),
  };
}

export type KrogerCartService = ReturnType<typeof krogerCartService>;
