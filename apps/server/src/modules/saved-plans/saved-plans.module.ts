/**
 * The saved-plans module's services, wired once (docs/decisions/0031-saved-plan-aggregate.md):
 * grocery pricing, saved plans, their list items, the pantry and savings.
 */
import { loadCatalogue } from '@saverly/kitchen';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { InventoryService } from '../inventory/inventory.service.js';
import type { MealPlansService } from '../meal-plans/meal-plans.service.js';
import type { StoresService } from '../stores/stores.service.js';
import { listItemsService } from './list-items.service.js';
import { pantryService } from './pantry.service.js';
import { pricingService } from './pricing.js';
import { savedPlansService } from './saved-plans.service.js';
import { savingsService } from './savings.service.js';

export function savedPlansModule(options: {
  db: Db;
  clock: Clock;
  stores: StoresService;
  inventory: Pick<InventoryService, 'syncIfStale' | 'awaitSync'>;
  mealPlans: MealPlansService;
}) {
  const catalogue = loadCatalogue();
  const pantry = pantryService({ db: options.db, catalogue });
  const pricing = pricingService({ ...options, pantry, catalogue });
  const savedPlans = savedPlansService({ ...options, pricing, pantry });
  const listItems = listItemsService({ ...options, pricing, pantry, savedPlans });
  const savings = savingsService(options);
  return { pantry, pricing, savedPlans, listItems, savings };
}

export type SavedPlansModule = ReturnType<typeof savedPlansModule>;
