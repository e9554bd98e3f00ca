import type { RouteObject } from 'react-router';
import { DashboardRoute } from './routes/app/dashboard';
import { MealPlannerRoute } from './routes/app/meal-planner';
import { PantryRoute } from './routes/app/pantry';
import { ProfileRoute } from './routes/app/profile';
import { SavedPlanRoute } from './routes/app/saved-plan';
import { SavedPlansRoute } from './routes/app/saved-plans';
import { ForgotPasswordRoute } from './routes/auth/forgot-password';
import { LoginRoute } from './routes/auth/login';
import { ResetPasswordRoute } from './routes/auth/reset-password';
import { SignupRoute } from './routes/auth/signup';
import { VerifyEmailRoute } from './routes/auth/verify-email';
import { HomeRoute } from './routes/home';
import { FeaturesRoute } from './routes/marketing/features';
import { HowItWorksRoute } from './routes/marketing/how-it-works';
import { PricingRoute } from './routes/marketing/pricing';
import { PrivacyRoute } from './routes/marketing/privacy';
import { TermsRoute } from './routes/marketing/terms';
import { NotFoundRoute } from './routes/not-found';
import { ProtectedRoute } from './routes/protected-route';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';
import { SalesRoute } from './routes/sales';

/** Every route of spec section 2, with its aliases. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'features', element: <FeaturesRoute /> },
      { path: 'how-it-works', element: <HowItWorksRoute /> },
      { path: 'pricing', element: <PricingRoute /> },
      { path: 'privacy', element: <PrivacyRoute /> },
      { path: 'terms', element: <TermsRoute /> },
      { path: 'login', element: <LoginRoute /> },
      { path: 'signup', element: <SignupRoute /> },
      { path: 'forgot-password', element: <ForgotPasswordRoute /> },
      { path: 'reset-password', element: <ResetPasswordRoute /> },
      { path: 'verify-email', element: <VerifyEmailRoute /> },
      { path: 'sales', element: <SalesRoute /> },
      {
        element: <ProtectedRoute />,
        children: [
          {
            path: 'app',
            children: [
              { index: true, element: <DashboardRoute /> },
              { path: 'dashboard', element: <DashboardRoute /> },
              { path: 'meal-planner', element: <MealPlannerRoute /> },
              { path: 'sales', element: <SalesRoute /> },
              { path: 'profile', element: <ProfileRoute /> },
              { path: 'saved-plans', element: <SavedPlansRoute /> },
              { path: 'saved-plans/:id', element: <SavedPlanRoute /> },
              { path: 'pantry', element: <PantryRoute /> },
            ],
          },
          { path: 'dashboard', element: <DashboardRoute /> },
          { path: 'meal-planner', element: <MealPlannerRoute /> },
          { path: 'profile', element: <ProfileRoute /> },
          { path: 'saved-plans', element: <SavedPlansRoute /> },
          { path: 'saved-plans/:id', element: <SavedPlanRoute /> },
          { path: 'pantry', element: <PantryRoute /> },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];
