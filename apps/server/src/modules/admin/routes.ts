import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '@server/config.ts';
import type { Database } from '@server/db/client.ts';
import type { PaymentProcessor } from '../payments/public.ts';
import { adminAccessRoutes } from './access/routes.ts';
import { adminBookingRoutes } from './bookings/routes.ts';
import { adminDriverApplicationRoutes } from './driver-applications/routes.ts';
import { driverStatusRoute } from './driver-applications/driver-status-route.ts';
import { adminMessageRoutes } from './messages/routes.ts';
import { adminUserRoutes } from './users/routes.ts';
import { adminRoleManagementRoutes } from './role-management/routes.ts';
import { adminSecurityEventRoutes } from './security/routes.ts';
import { adminSettingsRoutes } from './settings/routes.ts';
import { adminStatsRoutes } from './stats/routes.ts';

/** Every /api/admin route of this module; each declares its permission (access/guard-plugin.ts). */
/** config: e-mails (decisions, replies); processor: refunds of bookings cancelled by staff. */
export const adminRoutes: FastifyPluginAsync<{
  database: Database;
  config: Config;
  processor: PaymentProcessor;
}> = async (app, { database, config, processor }) => {
  await app.register(adminAccessRoutes, { database });
  await app.register(adminUserRoutes, { database });
  await app.register(adminSecurityEventRoutes, { database });
  await app.register(adminStatsRoutes, { database });
  await app.register(adminRoleManagementRoutes, { database });
  await app.register(adminSettingsRoutes, { database });
  await app.register(adminDriverApplicationRoutes, { database, config });
  await app.register(driverStatusRoute, { database });
  await app.register(adminMessageRoutes, { database, config });
  await app.register(adminBookingRoutes, { database, config, processor });
};
