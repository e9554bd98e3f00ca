/**
 * The family's pantry: the usual staples (packages/grocery's rule) with the household's answers
 * on top. A food the household has answered for (a row in pantry_items) is never asked about again
 * (docs/decisions/0031-saved-plan-aggregate.md); one pantry for all its members
 * (docs/decisions/0039-household-sharing.md).
 */
import { defaultPantryFoodIds } from '@saverly/grocery';
import type { loadCatalogue } from '@saverly/kitchen';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { UserRow } from '../users/users.service.js';
import { presentPantry } from './saved-plans.presenter.js';
import { savedPlansRepository } from './saved-plans.repository.js';
import type { HouseholdOf } from './saved-plans.service.js';

export function pantryService(options: {
  db: Db;
  catalogue: ReturnType<typeof loadCatalogue>;
  householdOf: HouseholdOf;
}) {
  const { catalogue, householdOf } = options;
  const repo = savedPlansRepository(options.db);
  const staples = new Set(defaultPantryFoodIds(catalogue));

  /** The household's pantry and the foods it has answered for. */
  async function state(householdId: string, db: Db = options.db) {
    const pantry = new Set(staples);
    const answered = new Set<string>();
    for (const o of await savedPlansRepository(db).pantry(householdId)) {
      answered.add(o.foodId);
      if (o.inPantry) pantry.add(o.foodId);
      else pantry.delete(o.foodId);
    }
    return { pantry, answered };
  }

  /** GET /api/pantry: the household's pantry among every catalogue food. */
  async function get(user: UserRow) {
    const { pantry } = await state(await householdOf(user));
    return presentPantry(pantry, staples, catalogue.foods);
  }

  return {
    staples,
    state,
    of: async (householdId: string, db?: Db) => (await state(householdId, db)).pantry,

    get,

    /**
     * The whole pantry from the pantry page: every staple and every listed food counts as
     * answered from now on. Answers the pantry as it now is.
     */
    async set(user: UserRow, foodIds: string[]) {
      const unknown = foodIds.filter((id) => !catalogue.food(id));
      if (unknown.length > 0)
        throw new AppError('validation', 'Unknown foods in the pantry', { unknown_foods: unknown });
      const wanted = new Set(foodIds);
      const rows = new Map<string, boolean>();
      for (const id of staples) rows.set(id, wanted.has(id));
      for (const id of wanted) rows.set(id, true);
      await repo.setPantry(
        await householdOf(user),
        [...rows].map(([foodId, inPantry]) => ({ foodId, inPantry })),
      );
      return get(user);
    },

    /** One answer ("I have it" / "buy it"), remembered. */
    async answer(householdId: string, foodId: string, have: boolean, db: Db = options.db) {
      if (!catalogue.food(foodId))
        throw new AppError('validation', 'Unknown food', { unknown_foods: [foodId] });
      await savedPlansRepository(db).answerPantry(householdId, foodId, have);
    },
  };
}

export type PantryService = ReturnType<typeof pantryService>;
