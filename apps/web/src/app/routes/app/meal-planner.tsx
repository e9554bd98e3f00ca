import { useLocation, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useAuth } from '../../../features/auth/auth-context';
import { useHousehold } from '../../../features/household/hooks/use-household';
import { MealPlannerWizard } from '../../../features/meal-plans/components/meal-planner-wizard';
import { useRecipes } from '../../../features/recipes/api/recipes';
import { useSavedPlans } from '../../../features/saved-plans/api/saved-plans';
import { FavouriteToggle } from '../../../features/recipes/components/favourite-toggle';
import { STORE_SETTINGS_PATH } from '../../../features/stores/lib/store-format';
import { ShoppingListActions } from './shopping-list-actions';

/** Product ids the planner accepts from `?favor=` (the contract allows 1–64 characters). */
const MAX_PRODUCT_ID_LENGTH = 64;

/**
 * /meal-planner and /app/meal-planner (ProtectedRoute): the five-step wizard. The member's selected
 * store prices the plan; `?favor=<product id>` comes from the deals page's Generate Meal Plan.
 * The Shopping List step's actions (print, share, CSV, Send to Kroger Cart) are composed here.
 */
export function MealPlannerRoute() {
  const { selectedStore, user } = useAuth();
  const [searchParams] = useSearchParams();
  const favor = searchParams.get('favor')?.trim() ?? '';
  const favorProductId = favor && favor.length <= MAX_PRODUCT_ID_LENGTH ? favor : null;
  const storeId = selectedStore ? String(selectedStore.location_id) : null;
  // The household's people for step 1 (issue #18); while it loads, or if it cannot, the spec's
  // family size is all there is.
  const household = useHousehold();
  const people = (household.data?.people ?? []).map((person) => ({
    id: person.id,
    name: person.display_name,
    dailyCalories: person.daily_calories,
    restrictions: [...person.dietary_restrictions],
  }));

  // The household's own recipes ready to plan, for step 3's "Include our recipes" (issue #19).
  const recipes = useRecipes();
  const { pathname } = useLocation();
  const ownRecipes = recipes.data
    ? {
        recipes: recipes.data.recipes
          .filter((recipe) => recipe.plannable)
          .map((recipe) => ({ name: recipe.name, diets: recipe.diets })),
        href: pathname.startsWith('/app/') ? '/app/recipes' : '/recipes',
      }
    : null;

  // Deals added before any plan list wait on a list of their own (no meals): saving this plan's
  // list takes them (ADR 0023), and step 5 says so. The newest list, at this store, not shopped.
  const lists = useSavedPlans(user?.id ?? 'anonymous');
  const newest = lists.data?.offline === false ? lists.data.data[0] : undefined;
  const waitingDeals =
    newest && newest.meals === 0 && newest.shopped_at === null && newest.store?.location_id === storeId
      ? { name: newest.name, itemCount: newest.item_count, totalCents: newest.total_cost_cents }
      : null;

  return (
    <>
      <PageTitle title="Meal Planner" />
      <MealPlannerWizard
        // A new deal or store starts a new wizard.
        key={`${favorProductId ?? ''}|${storeId ?? ''}`}
        storeId={storeId}
        storeName={selectedStore?.name ?? null}
        chooseStoreHref={STORE_SETTINGS_PATH}
        favorProductId={favorProductId}
        userId={user?.id ?? null}
        listActions={(props) => <ShoppingListActions {...props} />}
        household={people}
        waitingDeals={waitingDeals}
        ownRecipes={ownRecipes}
        mealActions={(meal) => <FavouriteToggle recipeId={meal.recipe_id} name={meal.name} />}
      />
    </>
  );
}
