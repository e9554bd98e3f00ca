import { LIMITS } from '@saverly/contracts';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { fastifyTrustProxy, type AppConfig } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { applyHttpTimeouts } from './lifecycle.js';
import { systemClock, type Clock } from './lib/clock.js';
import authPlugin from './modules/auth/auth.plugin.js';
import authRoutes from './modules/auth/auth.routes.js';
import billingPlugin from './modules/billing/billing.plugin.js';
import billingRoutes from './modules/billing/billing.routes.js';
import healthPlugin from './modules/health/health.plugin.js';
import healthRoutes from './modules/health/health.routes.js';
import householdPlugin from './modules/household/household.plugin.js';
import householdRoutes from './modules/household/household.routes.js';
import inventoryPlugin from './modules/inventory/inventory.plugin.js';
import type { SyncRunRow } from './modules/inventory/inventory.repository.js';
import inventoryRoutes from './modules/inventory/inventory.routes.js';
import krogerCartPlugin from './modules/kroger-cart/kroger-cart.plugin.js';
import krogerCartRoutes from './modules/kroger-cart/kroger-cart.routes.js';
import mailPlugin from './modules/mail/mail.plugin.js';
import savedPlansPlugin from './modules/saved-plans/saved-plans.plugin.js';
import savedPlansRoutes from './modules/saved-plans/saved-plans.routes.js';
import mealPlansPlugin from './modules/meal-plans/meal-plans.plugin.js';
import mealPlansRoutes from './modules/meal-plans/meal-plans.routes.js';
import preferencesPlugin from './modules/preferences/preferences.plugin.js';
import preferencesRoutes from './modules/preferences/preferences.routes.js';
import profilePlugin from './modules/profile/profile.plugin.js';
import recipesPlugin from './modules/recipes/recipes.plugin.js';
import recipesRoutes from './modules/recipes/recipes.routes.js';
import profileRoutes from './modules/profile/profile.routes.js';
import salesPlugin from './modules/sales/sales.plugin.js';
import salesRoutes from './modules/sales/sales.routes.js';
import type { StoreProvider } from './modules/stores/providers/provider.js';
import { KROGER_IMAGE_ORIGIN } from './modules/stores/providers/kroger.js';
import storesPlugin from './modules/stores/stores.plugin.js';
import storesRoutes from './modules/stores/stores.routes.js';
import databasePlugin from './plugins/database.js';
import compressionPlugin from './plugins/compression.js';
import openapiPlugin from './plugins/openapi.js';
import errorsPlugin, { logSerializers } from './plugins/errors.js';
import productImagesPlugin from './plugins/product-images.js';
import rateLimitPlugin from './plugins/rate-limit.js';
import requestLimitsPlugin from './plugins/request-limits.js';
import securityPlugin from './plugins/security.js';
import webAppPlugin from './plugins/web-app.js';

export interface BuildOptions {
  /** An already-open database (tests pass an isolated one); otherwise opened from config. */
  database?: Database;
  /** The time source; tests pass a movable one. */
  clock?: Clock;
  /** The store provider; by default from config (Kroger when configured, else built-in). */
  storeProvider?: StoreProvider;
  /** Called after each committed sync batch (the crash test's progress signal). */
  onSyncBatch?: (run: SyncRunRow) => void;
  /** Extra routes registered under /api after the app's own (test fixtures only). */
  extraApiRoutes?: (app: FastifyInstance) => Promise<void> | void;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Called for every route as it is added (the fuzz suite reads the schemas). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * Builds the whole application without listening, so tests drive it with app.inject.
 * Plugins register in a fixed order: framework concerns, then services, then routes.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}) {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            // Errors without query params or PostgreSQL details, URLs without query strings.
            serializers: logSerializers,
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: LIMITS.maxRequestBodyBytes,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    // While draining, a request read on an open connection is served (with Connection: close),
    // not refused with 503 (lifecycle.ts).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  // Request and body timeouts (a trickled body is cut off), ADR 0027.
  applyHttpTimeouts(app.server, config.http);
  // Once draining starts (the shutdown signal, lifecycle.ts), in-flight responses close their
  // keep-alive connection, so the server can finish as soon as the last request does.
  app.decorate('draining', false);
  app.addHook('preClose', async () => {
    app.draining = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (app.draining) reply.header('connection', 'close');
    return payload;
  });

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(requestLimitsPlugin);
  await app.register(securityPlugin, {
    imageHosts: config.stores.kroger ? [KROGER_IMAGE_ORIGIN] : [],
  });
  await app.register(compressionPlugin);
  await app.register(openapiPlugin, { version: config.version });
  const clock = options.clock ?? systemClock;
  const database = options.database ?? (await openDatabase(config.database));
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl });
  await app.register(databasePlugin, { database, version: config.version, clock });
  // Each module's plugin builds its service and decorates the app with it (`app.stores`,
  // `app.auth` …), after the modules it depends on; routes below read the services from there.
  await app.register(healthPlugin, { version: config.version });
  await app.register(mailPlugin, { config });
  await app.register(storesPlugin, {
    config,
    clock,
    ...(options.storeProvider ? { provider: options.storeProvider } : {}),
  });
  await app.register(householdPlugin, { config, clock });
  await app.register(profilePlugin, { clock });
  await app.register(authPlugin, { config, clock });
  await app.register(billingPlugin, { clock });
  await app.register(preferencesPlugin, { clock });
  await app.register(inventoryPlugin, {
    config,
    clock,
    ...(options.onSyncBatch ? { onBatch: options.onSyncBatch } : {}),
  });
  await app.register(salesPlugin, { clock });
  await app.register(recipesPlugin, { config, clock });
  await app.register(mealPlansPlugin, { config, clock });
  await app.register(savedPlansPlugin, { clock, redisUrl: config.redisUrl });
  await app.register(krogerCartPlugin, { config, clock });

  await app.register(
    async (api) => {
      // API answers (tokens, profiles) must never sit in a browser or proxy cache.
      api.addHook('onSend', async (_request, reply, payload) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        return payload;
      });
      await api.register(healthRoutes);
      await api.register(authRoutes, {
        prefix: '/auth',
        rateLimitMultiplier: config.auth.rateLimitMultiplier,
      });
      await api.register(profileRoutes);
      await api.register(preferencesRoutes);
      await api.register(billingRoutes);
      await api.register(householdRoutes, { rateLimitMultiplier: config.auth.rateLimitMultiplier });
      await api.register(storesRoutes);
      await api.register(salesRoutes, { perMinute: config.stores.salesRateLimitPerMinute });
      await api.register(inventoryRoutes);
      await api.register(krogerCartRoutes, { prefix: '/kroger', redirectUri: config.krogerCart.redirectUri });
      await api.register(mealPlansRoutes, { perHour: config.mealPlans.perHour });
      await api.register(savedPlansRoutes);
      await api.register(recipesRoutes, { importsPerHour: config.recipeImport.perHour });
      if (options.extraApiRoutes) await options.extraApiRoutes(api);
    },
    { prefix: '/api' },
  );

  await app.register(productImagesPlugin);
  await app.register(webAppPlugin, { webDistDir: config.webDistDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
