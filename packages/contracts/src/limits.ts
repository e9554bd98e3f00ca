/** Business constants and limits of spec section 9, shared by client and server. */
export const LIMITS = {
  requestTimeoutMs: 30_000,
  mealPlanTimeoutMs: 180_000,
  authCheckTimeoutMs: 10_000,
  passwordMinLength: 12,
  zipLength: 5,
  radiusOptionsMiles: [10, 25, 50, 100],
  defaultRadiusMiles: 25,
  trialDays: 14,
  moneyBackDays: 30,
  resetLinkValidityMs: 60 * 60 * 1000,
  redirectAfterResetMs: 3_000,
  splashMs: 1_750,
  splashFadeMs: 500,
  installPromptDelayMs: 5_000,
  messageSuccessMs: 3_000,
  messageFailureMs: 5_000,
  mobileWidthPx: 768,
  dealsLimit: 200,
  /** Request bodies above this are refused with 413 (the largest any route accepts). */
  maxRequestBodyBytes: 1_048_576,
  /** A route's body budget unless it names its own (auth, profile, stores, generate …). */
  defaultRouteBodyBytes: 65_536,
  /** The whole-plan routes (grocery list, saved plans): a 7-day plan as the web sends it is ~100 KB. */
  planRequestBodyBytes: 524_288,
  /** JSON bodies nested deeper than this are refused with 400 before they are parsed. */
  maxJsonDepth: 32,
} as const;

/** Spec section 2: layout breakpoints in px. */
export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;

/** Spec section 1 and 9: plan tiers, prices in integer cents. */
export const PLAN_PRICES_CENTS = { starter: 0, pro: 999, family: 1999 } as const;
export const FREE_PLANS_PER_MONTH_READINGS = [3, 5] as const;
export const FAMILY_MAX_MEMBERS = 6;
