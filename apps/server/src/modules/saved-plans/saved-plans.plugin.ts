import { loadCatalogue } from '@saverly/kitchen';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../lib/clock.js';
import type { UserRow } from '../users/users.service.js';
import { listEvents, type ListEvents } from './list-events.js';
import { redisListEventsRelay } from './list-events-redis.js';
import { listItemsService } from './list-items.service.js';
import { pantryService } from './pantry.service.js';
import { pricingService } from './pricing.js';
import { savedPlansService } from './saved-plans.service.js';
import { savingsService } from './savings.service.js';

/**
 * The saved-plans module's services (docs/decisions/0031-saved-plan-aggregate.md): grocery
 * pricing, saved plans, their list items, the pantry and savings; the household's, shared by its
 * members (docs/decisions/0039-household-sharing.md).
 */
interface SavedPlansServices {
  pricing: ReturnType<typeof pricingService>;
  plans: ReturnType<typeof savedPlansService>;
  listItems: ReturnType<typeof listItemsService>;
  pantry: ReturnType<typeof pantryService>;
  savings: ReturnType<typeof savingsService>;
  events: ListEvents;
}

declare module 'fastify' {
  interface FastifyInstance {
    savedPlans: SavedPlansServices;
  }
}

/** Builds the module's services once over the database, the clock and the services they use. */
export default fp(
  async function savedPlansPlugin(app: FastifyInstance, opts: { clock: Clock; redisUrl?: string | null }) {
    // Live lists reach members on other instances through Redis when it is configured (ADR 0039).
    const relay = opts.redisUrl ? await redisListEventsRelay(opts.redisUrl, app.log) : undefined;
    const events = listEvents({
      ...(relay ? { relay } : {}),
      onBadMessage: (err) => app.log.warn({ err }, 'live lists: a relayed message was not an event'),
    });
    const deps = {
      db: app.database.db,
      clock: opts.clock,
      stores: app.stores,
      inventory: app.inventory,
      mealPlans: app.mealPlans,
      householdOf: (user: UserRow) => app.household.householdIdOf(user),
      events,
    };
    const catalogue = loadCatalogue();
    const pantry = pantryService({ db: deps.db, catalogue, householdOf: deps.householdOf });
    const pricing = pricingService({ ...deps, pantry, catalogue });
    const plans = savedPlansService({ ...deps, pricing, pantry });
    const listItems = listItemsService({ ...deps, pricing, pantry, savedPlans: plans });
    const savings = savingsService(deps);
    app.decorate('savedPlans', { pricing, plans, listItems, pantry, savings, events: deps.events });
    // An open list's stream never holds a shutdown up: ended before the server stops listening.
    app.addHook('preClose', async () => deps.events.closeAll());
    app.addHook('onClose', async () => deps.events.close());
  },
  { name: 'saved-plans', dependencies: ['database', 'household', 'stores', 'inventory', 'meal-plans'] },
);
