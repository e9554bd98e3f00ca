import { loadCatalogue } from '@saverly/kitchen';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import { pantryService } from '../saved-plans/pantry.service.js';
import type { UserRow } from '../users/users.service.js';
import { mealPlansService, type MealPlansService } from './meal-plans.service.js';
import { createPlannerPool } from './planner-pool.js';

/** Free refreshes per member per hour when not configured (ADR 0020). */
const DEFAULT_FREE_REFRESHES_PER_HOUR = 60;

declare module 'fastify' {
  interface FastifyInstance {
    mealPlans: MealPlansService;
  }
}

/** The optimizer's worker pool (closed with the app) and the meal-plans service. */
export default fp(
  async function mealPlansPlugin(app: FastifyInstance, opts: { config: AppConfig; clock: Clock }) {
    const pool = createPlannerPool({ workers: opts.config.mealPlans.workers });
    app.addHook('onClose', async () => pool.close());
    // The household's pantry, read by the same rule the saved lists use (the saved-plans module
    // registers after this one and plans through it, so it is built here over the same tables).
    const householdOf = (user: UserRow) => app.household.householdIdOf(user);
    const pantry = pantryService({ db: app.database.db, catalogue: loadCatalogue(), householdOf });
    app.decorate(
      'mealPlans',
      mealPlansService({
        db: app.database.db,
        clock: opts.clock,
        pool,
        stores: app.stores,
        inventory: app.inventory,
        household: app.household,
        recipes: app.recipes,
        pantryOf: async (user) => pantry.of(await householdOf(user)),
        freePerMonth: opts.config.mealPlans.freePerMonth,
        refreshesPerHour: opts.config.mealPlans.refreshesPerHour ?? DEFAULT_FREE_REFRESHES_PER_HOUR,
        timeoutSeconds: opts.config.mealPlans.timeoutSeconds,
      }),
    );
    app.log.info({ workers: pool.threads }, 'meal planner');
  },
  { name: 'meal-plans', dependencies: ['database', 'stores', 'inventory', 'household', 'recipes'] },
);
