import { Navigate, type RouteObject } from 'react-router';
import { LoadingBlock } from '../components/spinner';
import { LoginRoute } from './routes/auth/login';
import { SignupRoute } from './routes/auth/signup';
import { HomeRoute } from './routes/home';
import { FeaturesRoute } from './routes/marketing/features';
import { HowItWorksRoute } from './routes/marketing/how-it-works';
import { PricingRoute } from './routes/marketing/pricing';
import { NotFoundRoute } from './routes/not-found';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';

/*
 * Route-level code splitting (docs/decisions/0029-web-performance.md). The public pages the build
 * prerenders (/, /features, /how-it-works, /pricing, /login, /signup) are in the entry chunk, so the
 * browser hydrates them without waiting for another request. Every other page is its own chunk,
 * loaded when a visitor first goes there: the signed-in pages (wizard, deals, saved plans, profile)
 * never reach a visitor of the landing page.
 */
const dashboard = () => import('./routes/app/dashboard').then((m) => ({ Component: m.DashboardRoute }));
const mealPlanner = () =>
  import('./routes/app/meal-planner').then((m) => ({ Component: m.MealPlannerRoute }));
const householdJoin = () =>
  import('./routes/app/household-join').then((m) => ({ Component: m.HouseholdJoinRoute }));
const recipesPage = () => import('./routes/app/recipes');
const recipes = () => recipesPage().then((m) => ({ Component: m.RecipesRoute }));
const newRecipe = () => recipesPage().then((m) => ({ Component: m.NewRecipeRoute }));
const recipe = () => recipesPage().then((m) => ({ Component: m.RecipeRoute }));
const editRecipe = () => recipesPage().then((m) => ({ Component: m.EditRecipeRoute }));
const pantry = () => import('./routes/app/pantry').then((m) => ({ Component: m.PantryRoute }));
const profile = () => import('./routes/app/profile').then((m) => ({ Component: m.ProfileRoute }));
const savedPlan = () => import('./routes/app/saved-plan').then((m) => ({ Component: m.SavedPlanRoute }));
const savedPlans = () => import('./routes/app/saved-plans').then((m) => ({ Component: m.SavedPlansRoute }));
const sales = () => import('./routes/sales').then((m) => ({ Component: m.SalesRoute }));
const protectedRoute = () =>
  import('./routes/protected-route').then((m) => ({ Component: m.ProtectedRoute }));

const privacy = () => import('./routes/marketing/privacy').then((m) => ({ Component: m.PrivacyRoute }));
const terms = () => import('./routes/marketing/terms').then((m) => ({ Component: m.TermsRoute }));
const forgotPassword = () =>
  import('./routes/auth/forgot-password').then((m) => ({ Component: m.ForgotPasswordRoute }));
const resetPassword = () =>
  import('./routes/auth/reset-password').then((m) => ({ Component: m.ResetPasswordRoute }));
const verifyEmail = () =>
  import('./routes/auth/verify-email').then((m) => ({ Component: m.VerifyEmailRoute }));

const LAZY = [
  dashboard,
  mealPlanner,
  householdJoin,
  pantry,
  recipes,
  profile,
  savedPlan,
  savedPlans,
  sales,
  protectedRoute,
  privacy,
  terms,
  forgotPassword,
  resetPassword,
  verifyEmail,
];

/**
 * Loads every lazy page's chunk. Tests call it first, so a page appears as soon as its data does
 * rather than after its modules are transformed.
 */
export async function loadAllRoutes(): Promise<void> {
  await Promise.all(LAZY.map((load) => load()));
}

/** Every route of spec section 2, with its aliases. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown in the page area while a lazy page's chunk loads on the first load of that page.
    hydrateFallbackElement: <LoadingBlock text="Loading..." />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'features', element: <FeaturesRoute /> },
      { path: 'how-it-works', element: <HowItWorksRoute /> },
      { path: 'pricing', element: <PricingRoute /> },
      { path: 'privacy', lazy: privacy },
      { path: 'terms', lazy: terms },
      { path: 'login', element: <LoginRoute /> },
      { path: 'signup', element: <SignupRoute /> },
      // The word other apps use for sign-up: a walk-through typed /register and met "Page not found".
      { path: 'register', element: <Navigate to="/signup" replace /> },
      { path: 'forgot-password', lazy: forgotPassword },
      { path: 'reset-password', lazy: resetPassword },
      { path: 'verify-email', lazy: verifyEmail },
      { path: 'sales', lazy: sales },
      // The invitation mail's link; signs a visitor in first, as the protected routes do (issue #18).
      { path: 'household/join', lazy: householdJoin },
      {
        lazy: protectedRoute,
        children: [
          {
            path: 'app',
            children: [
              { index: true, lazy: dashboard },
              { path: 'dashboard', lazy: dashboard },
              { path: 'meal-planner', lazy: mealPlanner },
              { path: 'sales', lazy: sales },
              { path: 'profile', lazy: profile },
              { path: 'saved-plans', lazy: savedPlans },
              { path: 'saved-plans/:id', lazy: savedPlan },
              { path: 'pantry', lazy: pantry },
              { path: 'recipes', lazy: recipes },
              { path: 'recipes/new', lazy: newRecipe },
              { path: 'recipes/:id', lazy: recipe },
              { path: 'recipes/:id/edit', lazy: editRecipe },
            ],
          },
          { path: 'dashboard', lazy: dashboard },
          { path: 'meal-planner', lazy: mealPlanner },
          { path: 'profile', lazy: profile },
          { path: 'saved-plans', lazy: savedPlans },
          { path: 'saved-plans/:id', lazy: savedPlan },
          { path: 'pantry', lazy: pantry },
          { path: 'recipes', lazy: recipes },
          { path: 'recipes/new', lazy: newRecipe },
          { path: 'recipes/:id', lazy: recipe },
          { path: 'recipes/:id/edit', lazy: editRecipe },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];
