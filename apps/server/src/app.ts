import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { loggerOptions } from './lib/logger-options.ts';
import { requestId } from './lib/request-id.ts';
import { fastifyTrustProxy } from './lib/trust-proxy.ts';
import { errorHandlerPlugin, frameworkErrorHandler } from './plugins/error-handler.ts';
import { securityPlugin } from './plugins/security.ts';
import { apiDocsPlugin } from './plugins/api-docs.ts';
import { dayRangesPlugin, inventoryPlugin, type InventorySource } from './modules/inventory/public.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { healthRoutes } from './modules/health/public.ts';
import { contactRoutes } from './modules/contact/public.ts';
import { driverApplicationRoutes } from './modules/driver-applications/public.ts';
import { destinationRoutes } from './modules/destinations/public.ts';
import { mediaRoutes } from './modules/media/public.ts';
import { officeRoutes } from './modules/offices/public.ts';
import { currencyRoutes } from './modules/currency/public.ts';
import { downloadRoutes } from './modules/downloads/public.ts';
import { testInspectionRoutes } from './modules/test-inspection/public.ts';
import { authRoutes, sessionPlugin } from './modules/auth/public.ts';
import { secondFactorSteps, twoFactorRoutes } from './modules/two-factor/public.ts';
import { accountRoutes } from './modules/account/public.ts';
import { paymentMethodRoutes } from './modules/payment-methods/public.ts';
import { selectPaymentProcessor } from './modules/payments/public.ts';
import { offerRoutes } from './modules/offers/public.ts';
import { dealRoutes } from './modules/deals/public.ts';
import { newsletterRoutes } from './modules/newsletter/public.ts';
import { bookingDocumentRoutes, bookingRoutes, findBookingSummary } from './modules/bookings/public.ts';
import { oauthRoutes } from './modules/oauth/public.ts';
import { devMailboxRoutes } from './modules/mail/public.ts';
import { searchCountsPlugin, searchRoutes } from './modules/search/public.ts';
import { exploreRoutes } from './modules/explore/public.ts';
import { inventoryMediaRoutes } from './modules/inventory-media/public.ts';
import { jobsPlugin } from './modules/jobs/public.ts';
import { registerMailCleanup } from './modules/mail/public.ts';
import { cpuPoolPlugin } from './modules/cpu-pool/public.ts';
import { notificationRoutes } from './modules/notifications/public.ts';
import { savedRoutes } from './modules/saved/public.ts';
import { priceWatchRoutes } from './modules/price-watches/public.ts';
import { planningRoutes } from './modules/planning/public.ts';
import { recommendationRoutes } from './modules/recommendations/public.ts';
import { budgetPlanRoutes } from './modules/budget-plans/public.ts';
import { adminGuardPlugin, adminRoutes, applyDriverApprovalAtSignUp } from './modules/admin/public.ts';
import { publicSettingsRoutes, siteSettingsPlugin } from './modules/settings/public.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import {
  driverConsoleRoutes,
  rideAutopilotPlugin,
  rideEventRoutes,
  rideEventsPlugin,
  rideRoutes,
  ridesPlugin,
} from './modules/rides/public.ts';

/** inventory: where app.inventory comes from; default 'persisted' (the server). Tests pick theirs. */
/** logger: a ready pino logger instead of the one built from config (tests read the lines it writes). */
/** clock: where the server reads the time; default the system clock (tests move a TestClock). */
export type AppDeps = {
  config: Config;
  database: Database;
  inventory?: InventorySource;
  logger?: FastifyBaseLogger;
  clock?: Clock;
};

/** Order: external plugins, app plugins, modules (by name, so grep finds every route). */
export async function buildApp({
  config,
  database,
  inventory = 'persisted',
  logger,
  clock = systemClock,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: loggerOptions(config) }),
    bodyLimit: 256 * 1024,
    // The inventory plugin writes the whole inventory at a first start (10-30 s): above avvio's 10 s default.
    pluginTimeout: 120_000,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // The caller's x-request-id only when it is a short plain token (lib/request-id.ts).
    requestIdHeader: false,
    genReqId: requestId,
    // Malformed paths answer with the typed error body too.
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  await app.register(compress, { threshold: 1024 });
  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin, { config });
  await app.register(apiDocsPlugin);
  // app.inventory: written or verified and loaded here, before any module that searches it.
  await app.register(inventoryPlugin, { database, config, source: inventory, clock });
  await app.register(dayRangesPlugin);
  // app.clock and app.jobs: modules register their job handlers on app.jobs.
  await app.register(jobsPlugin, { database, clock });
  registerMailCleanup(app);
  // app.cpuPool and app.costLimiter: budget ranking, trip planning and PDFs run in worker threads.
  await app.register(cpuPoolPlugin, { config });
  // app.siteSettings: the admin Settings, read by the form limits, sign-up and the public settings.
  await app.register(siteSettingsPlugin, { database, config });
  // app.rideEvents: this instance's LISTEN on ride status changes, fanned out to ride watchers.
  await app.register(rideEventsPlugin, { database });
  // app.rides: the ride place catalogue (from the inventory) and time scale; seeds the autopilot fleet.
  // The server's own inventory (persisted) seeds every city's fleet at start; tests seed per city.
  await app.register(ridesPlugin, { database, config, seedAtStart: inventory === 'persisted' });

  await app.register(healthRoutes, { database });
  await app.register(publicSettingsRoutes);
  await app.register(contactRoutes, { database, config });
  await app.register(driverApplicationRoutes, { database, config });
  await app.register(destinationRoutes, { database });
  await app.register(mediaRoutes);
  await app.register(officeRoutes);
  await app.register(currencyRoutes, { database });
  await app.register(downloadRoutes);

  // Accounts: the session plugin decorates request.user for every route registered after it.
  await app.register(sessionPlugin, { database });
  // The admin permission check: every route registered after it that declares config.permission.
  await app.register(adminGuardPlugin, { database });
  // app.searchCounts: searches per destination city, flushed in batches (started by server.ts).
  await app.register(searchCountsPlugin, { database });
  await app.register(searchRoutes);
  await app.register(exploreRoutes, { database });
  await app.register(inventoryMediaRoutes);
  // The sign-in paths get the second step from the two-factor module here, so auth never imports it.
  // An approved driver application applies to the account created with its e-mail.
  await app.register(authRoutes, {
    database,
    config,
    secondFactor: secondFactorSteps,
    onAccountCreated: applyDriverApprovalAtSignUp,
  });
  await app.register(twoFactorRoutes, { database, config });
  await app.register(accountRoutes, { database, config });
  const processor = selectPaymentProcessor(database.db, process.env, clock);
  await app.register(paymentMethodRoutes, { database, config, processor });
  await app.register(offerRoutes, { database, bookingSummary: findBookingSummary });
  // Deals: served from an in-memory copy of the deals table; the recompute job is registered here.
  await app.register(dealRoutes, { database });
  await app.register(newsletterRoutes, { database, config });
  await app.register(bookingRoutes, { database, processor, config });
  await app.register(bookingDocumentRoutes, { database, config });
  await app.register(rideRoutes, { database, processor, config });
  await app.register(oauthRoutes, {
    database,
    config,
    secondFactor: secondFactorSteps,
    onAccountCreated: applyDriverApprovalAtSignUp,
  });
  await app.register(notificationRoutes, { database });
  await app.register(priceWatchRoutes, { database, config });
  // The trip planner: loads its knowledge base (app.planningCatalogue), then the catalogue and plan routes.
  await app.register(planningRoutes, { database, config });
  // Recommendations: app.recommendationCatalogue (from the planner's knowledge base and the inventory) and the routes.
  await app.register(recommendationRoutes, { database });
  // Saved items name favourite and bookmarked recommendations from app.recommendationCatalogue.
  await app.register(savedRoutes, { database });
  // The budget assistant prices destinations of the planning catalogue; its daily cleanup job is registered here.
  await app.register(budgetPlanRoutes, { database, config });
  await app.register(adminRoutes, { database, config, processor });
  // Rides after booking: the autopilot ticker (started by server.ts), live status, the driver console.
  await app.register(rideAutopilotPlugin, { database, processor, config });
  await app.register(rideEventRoutes, { database, config });
  await app.register(driverConsoleRoutes, { database, processor, config });
  if (config.env !== 'production') await app.register(devMailboxRoutes, { database });

  if (config.env === 'test' && process.env.E2E_INSPECT === '1') {
    await app.register(testInspectionRoutes, { database, clock });
  }

  if (config.webDistDir)
    await app.register(webAppPlugin, { distDir: config.webDistDir, buildPending: config.webBuildPending });
  return app;
}
