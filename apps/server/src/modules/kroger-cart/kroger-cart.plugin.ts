import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import { krogerCartClient } from './kroger-cart.client.js';
import { krogerCartRepository } from './kroger-cart.repository.js';
import { krogerCartService, type KrogerCartService } from './kroger-cart.service.js';
import { deriveTokenKey, tokenCipher } from './token-cipher.js';

declare module 'fastify' {
  interface FastifyInstance {
    krogerCart: KrogerCartService;
  }
}

/**
 * Send to Kroger Cart (docs/decisions/0022-kroger-cart.md): the service over the member's
 * encrypted Kroger tokens and the cart client (none when the server has no Kroger credentials:
 * the routes then answer "not configured"). The token key is derived from KROGER_TOKEN_KEY, else
 * from the access-token signing key (JWT_SECRET, else the generated one; the auth service's).
 */
export default fp(
  async function krogerCartPlugin(app: FastifyInstance, opts: { config: AppConfig; clock: Clock }) {
    const { config, clock } = opts;
    const kroger = config.stores.kroger;
    const secret = config.krogerCart.tokenKey
      ? new TextEncoder().encode(config.krogerCart.tokenKey)
      : app.auth.signingKey;
    app.decorate(
      'krogerCart',
      krogerCartService({
        repo: krogerCartRepository(app.database.db),
        clock,
        cipher: tokenCipher(deriveTokenKey(secret)),
        client: kroger ? krogerCartClient({ ...kroger, redirectUri: config.krogerCart.redirectUri }) : null,
        log: app.log,
      }),
    );
  },
  { name: 'kroger-cart', dependencies: ['database', 'auth'] },
);
