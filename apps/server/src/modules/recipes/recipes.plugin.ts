import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import { recipesService, type RecipesService } from './recipes.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    recipes: RecipesService;
  }
}

/** The household's own recipes: import, editor, favourites (issue #19, ADR 0038). */
export default fp(
  async function recipesPlugin(app: FastifyInstance, opts: { config: AppConfig; clock: Clock }) {
    app.decorate(
      'recipes',
      recipesService({
        db: app.database.db,
        clock: opts.clock,
        household: app.household,
        stores: app.stores,
        log: app.log,
        allowLoopback: opts.config.recipeImport.allowLoopback,
      }),
    );
  },
  { name: 'recipes', dependencies: ['database', 'household', 'stores'] },
);
