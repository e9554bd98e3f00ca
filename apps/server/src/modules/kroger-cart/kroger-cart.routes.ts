import {
  krogerCartRequestSchema,
  krogerCartResponseSchema,
  krogerConnectRequestSchema,
  krogerConnectResponseSchema,
  krogerDisconnectResponseSchema,
  krogerStatusResponseSchema,
} from '@saverly/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STATE_TTL_MS } from './kroger-cart.service.js';

/** Consents a member may start per 10 minutes, and cart sends per hour. */
export const KROGER_CONNECT_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;
const KROGER_CART_LIMIT = { max: 60, timeWindow: '1 hour' } as const;
/** The httpOnly cookie that ties a consent's state to the browser that started it. */
export const STATE_COOKIE = 'saverly_kroger_state';

interface StateCookieOptions {
  /** The callback's path as the browser sees it (the cookie is sent there only). */
  callbackPath: string;
  /** Mark the cookie Secure (the site is served over https). */
  secureCookie: boolean;
}

function stateCookie(value: string, maxAgeSeconds: number, opts: StateCookieOptions): string {
  return [
    `${STATE_COOKIE}=${value}`,
    `Path=${opts.callbackPath}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    // Lax: sent on the top-level navigation back from Kroger, never on cross-site subrequests.
    'SameSite=Lax',
    ...(opts.secureCookie ? ['Secure'] : []),
  ].join('; ');
}

function readCookie(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || null;
  }
  return null;
}

/** A single query parameter as text (absent, repeated or not text: null). */
function queryParam(request: FastifyRequest, name: string): string | null {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/**
 * /api/kroger: status, connect (a POST answering Kroger's consent URL: the SPA authenticates
 * with a bearer token, which a browser redirect would not carry), the public OAuth callback,
 * the cart and disconnect.
 */
const krogerCartRoutes: FastifyPluginAsyncZod<{ redirectUri: string }> = async (app, { redirectUri }) => {
  const service = app.krogerCart;
  const cookie: StateCookieOptions = {
    callbackPath: new URL(redirectUri).pathname,
    secureCookie: redirectUri.startsWith('https:'),
  };
  const perUser = (request: FastifyRequest) => String(request.user?.id ?? request.ip);
  const connectLimit = app.limitedBy([
    { name: 'kroger-connect:user', ...KROGER_CONNECT_LIMIT, key: perUser },
  ]);
  const cartLimit = app.limitedBy([{ name: 'kroger-cart:user', ...KROGER_CART_LIMIT, key: perUser }]);

  app.get(
    '/status',
    { schema: { response: { 200: krogerStatusResponseSchema } }, preHandler: app.requireUser },
    async (request) => ({ success: true as const, ...(await service.status(request.user!)) }),
  );

  app.post(
    '/connect',
    {
      schema: { body: krogerConnectRequestSchema, response: { 200: krogerConnectResponseSchema } },
      preHandler: [app.requireUser, connectLimit],
    },
    async (request, reply) => {
      const { state, authorizeUrl } = await service.startConnect(request.user!, request.body.return_to);
      reply.header('set-cookie', stateCookie(state, STATE_TTL_MS / 1000, cookie));
      return { success: true as const, authorize_url: authorizeUrl };
    },
  );

  // Public: the browser arrives from Kroger's consent page without our bearer token.
  app.get('/callback', async (request, reply) => {
    const location = await service.finishConnect({
      code: queryParam(request, 'code'),
      state: queryParam(request, 'state'),
      error: queryParam(request, 'error'),
      browserState: readCookie(request, STATE_COOKIE),
    });
    reply.header('set-cookie', stateCookie('', 0, cookie));
    // The page carries the code in its URL: it is never shown to another site.
    reply.header('referrer-policy', 'no-referrer');
    return reply.redirect(location, 302);
  });

  app.post(
    '/cart',
    {
      schema: { body: krogerCartRequestSchema, response: { 200: krogerCartResponseSchema } },
      preHandler: [app.requireUser, cartLimit],
    },
    async (request) => ({
      success: true as const,
      added: await service.addToCart(request.user!, request.body),
    }),
  );

  app.delete(
    '/connection',
    { schema: { response: { 200: krogerDisconnectResponseSchema } }, preHandler: app.requireUser },
    async (request) => {
      await service.disconnect(request.user!);
      return { success: true as const, connected: false as const };
    },
  );
};

export default krogerCartRoutes;
