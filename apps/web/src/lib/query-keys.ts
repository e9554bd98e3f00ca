/**
 * Every server-state cache key of the web app, one group per resource, named as the API and the
 * vocabulary table in docs/ARCHITECTURE.md name it (ADR 0035). The keys live here, not in each
 * feature, because a change in one feature makes another's data stale and features never import
 * each other: a generated plan uses a credit of the month's quota (meal-plans), a saved plan or a
 * deal added to the current list changes the saved plans and the savings (saved-plans). A mutation
 * invalidates the group of every resource it changes (`all`), whichever feature reads it; no
 * feature writes a key as a literal (tested).
 */
export const queryKeys = {
  mealPlans: {
    all: ['meal-plans'] as const,
    /** GET /api/meal-plans/quota. */
    quota: ['meal-plans', 'quota'] as const,
  },
  savedPlans: {
    all: ['saved-plans'] as const,
    /** GET /api/saved-plans (exact: the list only, not each plan). */
    list: ['saved-plans'] as const,
    /** GET /api/saved-plans/:id. */
    plan: (id: string) => ['saved-plans', id] as const,
    /** GET /api/saved-plans/current: the newest list, where a deal goes. */
    current: ['saved-plans', 'current'] as const,
  },
  savings: {
    /** GET /api/savings. */
    all: ['savings'] as const,
  },
  pantry: {
    /** GET /api/pantry. */
    all: ['pantry'] as const,
  },
  deals: {
    all: ['sales'] as const,
    /** GET /api/sales with the deals page's filters. */
    list: (filters: {
      storeId: string | null;
      category: string;
      search: string;
      sort: string;
      diets: readonly string[];
    }) => ['sales', filters] as const,
  },
  preferences: {
    /** GET /api/preferences (the deals page reads the family's diets from it). */
    all: ['preferences'] as const,
  },
  stores: {
    all: ['stores'] as const,
    /** GET /api/stores/inventory-status. */
    inventoryStatus: ['stores', 'inventory-status'] as const,
  },
  recipes: {
    all: ['recipes'] as const,
    /** GET /api/recipes (exact: the list only). */
    list: ['recipes'] as const,
    /** GET /api/recipes/:id. */
    recipe: (id: string) => ['recipes', id] as const,
    /** POST /api/recipes/lines: how the editor's lines map (nothing stored). */
    lines: (lines: readonly object[]) => ['recipes', 'lines', lines] as const,
    /** GET /api/recipes/foods?q=. */
    foods: (q: string) => ['recipes', 'foods', q] as const,
  },
  household: {
    /** GET /api/household: the caller's household (people, invitations); every change answers it. */
    all: ['household'] as const,
  },
  krogerCart: {
    /** GET /api/kroger/status. */
    status: ['kroger', 'status'] as const,
  },
  auth: {
    verifyEmail: (token: string | null) => ['auth', 'verify-email', token] as const,
    undoEmailChange: (token: string | null) => ['auth', 'undo-email-change', token] as const,
    resetToken: (token: string | null) => ['auth', 'password-reset', 'validate', token] as const,
  },
} as const;
