import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../lib/clock.js';
import { usersService } from '../users/users.service.js';
import { profileService, type ProfileService } from './profile.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    profile: ProfileService;
  }
}

/** The profile service: the caller's own account, with its default store and household plan. */
export default fp(
  async function profilePlugin(app: FastifyInstance, opts: { clock: Clock }) {
    app.decorate(
      'profile',
      profileService({
        users: usersService(app.database.db),
        stores: app.stores,
        household: app.household,
        clock: opts.clock,
      }),
    );
  },
  { name: 'profile', dependencies: ['database', 'stores', 'household'] },
);
