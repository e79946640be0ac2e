import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { securityPlugin } from './plugins/security.ts';
import { apiDocsPlugin } from './plugins/api-docs.ts';
import { inventoryPlugin, type InventorySource } from './modules/inventory/plugin.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { driverApplicationRoutes } from './modules/driver-applications/routes.ts';
import { destinationRoutes } from './modules/destinations/routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { officeRoutes } from './modules/offices/routes.ts';
import { downloadRoutes } from './modules/downloads/routes.ts';
import { testInspectionRoutes } from './modules/test-inspection/routes.ts';
import { sessionPlugin } from './plugins/session.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { twoFactorRoutes } from './modules/two-factor/routes.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { paymentMethodRoutes } from './modules/payment-methods/routes.ts';
import { oauthRoutes } from './modules/oauth/routes.ts';
import { devMailboxRoutes } from './modules/mail/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { inventoryMediaRoutes } from './modules/inventory-media/routes.ts';

/** inventory: where app.inventory comes from; default 'persisted' (the server). Tests pick theirs. */
export type AppDeps = { config: Config; database: Database; inventory?: InventorySource };

/** Order: external plugins, app plugins, modules (by name, so grep finds every route). */
export async function buildApp({ config, database, inventory = 'persisted' }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]'], remove: true },
            ...(config.env === 'development' ? { transport: { target: 'pino-pretty' } } : {}),
          },
    bodyLimit: 256 * 1024,
    // The inventory plugin writes the whole inventory at a first start (10-30 s): above avvio's 10 s default.
    pluginTimeout: 120_000,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
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
  await app.register(inventoryPlugin, { database, config, source: inventory });

  await app.register(healthRoutes, { database });
  await app.register(contactRoutes, { database, config });
  await app.register(driverApplicationRoutes, { database, config });
  await app.register(destinationRoutes, { database });
  await app.register(mediaRoutes);
  await app.register(officeRoutes);
  await app.register(downloadRoutes);

  // Accounts: the session plugin decorates request.user for every route registered after it.
  await app.register(sessionPlugin, { database });
  await app.register(searchRoutes);
  await app.register(inventoryMediaRoutes);
  await app.register(authRoutes, { database, config });
  await app.register(twoFactorRoutes, { database, config });
  await app.register(accountRoutes, { database, config });
  await app.register(paymentMethodRoutes, { database, config });
  await app.register(oauthRoutes, { database, config });
  if (config.env !== 'production') await app.register(devMailboxRoutes, { database });

  if (config.env === 'test' && process.env.E2E_INSPECT === '1') {
    await app.register(testInspectionRoutes, { database });
  }

  if (config.webDistDir) await app.register(webAppPlugin, { distDir: config.webDistDir });
  return app;
}
