import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDriverApplicationDetailSchema,
  adminDriverApplicationListSchema,
  adminDriverApplicationParamsSchema,
  adminDriverApplicationSchema,
  adminDriverApplicationsQuerySchema,
  adminDriverApplicationUpdateSchema,
  adminDriverDecisionResultSchema,
  adminDriverDecisionSchema,
} from '@escazo/contracts/admin';
import { apiErrorSchema } from '@escazo/contracts/errors';
import type { Config } from '@server/config.ts';
import type { Database } from '@server/db/client.ts';
import { emailLinkOrigin } from '../../mail/public.ts';
import { presentApplication, presentApplicationDetail } from './presenter.ts';
import { listApplications } from '../../driver-applications/public.ts';
import * as service from './service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ['admin'];

/** Driver applications: drivers:read to list and view, drivers:manage to review and decide. */
export const adminDriverApplicationRoutes: FastifyPluginAsyncZod<{ database: Database; config: Config }> = async (
  app,
  { database, config },
) => {
  const { db } = database;
  const origin = () => emailLinkOrigin(config, app.server.listening ? app.server.address() : null);
  const context = (request: FastifyRequest): service.ReviewContext => ({
    db,
    config,
    request,
    log: request.log,
    origin,
    now: app.clock.now(),
  });

  app.get(
    '/api/admin/driver-applications',
    {
      config: { permission: 'drivers:read' },
      schema: {
        tags,
        summary: 'Driver applications: filter by status, search and page',
        querystring: adminDriverApplicationsQuerySchema,
        response: { 200: adminDriverApplicationListSchema, ...errors },
      },
    },
    async (request) => {
      const { rows, total } = await listApplications(db, request.query);
      return {
        applications: rows.map(presentApplication),
        total,
        page: request.query.page,
        pageSize: request.query.pageSize,
      };
    },
  );

  app.get(
    '/api/admin/driver-applications/:id',
    {
      config: { permission: 'drivers:read' },
      schema: {
        tags,
        summary: 'One driver application, the account with its e-mail and earlier applications',
        params: adminDriverApplicationParamsSchema,
        response: { 200: adminDriverApplicationDetailSchema, ...errors },
      },
    },
    async (request) => {
      const { row, account, earlier } = await service.applicationDetail(db, request.params.id);
      return presentApplicationDetail(row, account, earlier);
    },
  );

  app.patch(
    '/api/admin/driver-applications/:id',
    {
      config: { permission: 'drivers:manage' },
      schema: {
        tags,
        summary: 'Mark a driver application in review and/or set its notes',
        security: [{ csrf: [] }],
        params: adminDriverApplicationParamsSchema,
        body: adminDriverApplicationUpdateSchema,
        response: { 200: adminDriverApplicationSchema, ...errors },
      },
    },
    async (request) =>
      presentApplication(await service.updateApplication(context(request), request.params.id, request.body)),
  );

  app.post(
    '/api/admin/driver-applications/:id/approve',
    {
      config: { permission: 'drivers:manage' },
      schema: {
        tags,
        summary:
          'Approve a driver application: the account with its e-mail becomes a driver; the applicant is e-mailed',
        security: [{ csrf: [] }],
        params: adminDriverApplicationParamsSchema,
        body: adminDriverDecisionSchema,
        response: { 200: adminDriverDecisionResultSchema, ...errors },
      },
    },
    async (request) => {
      const { row, driverAccount } = await service.approveApplication(
        context(request),
        request.params.id,
        request.body.note,
      );
      return { application: presentApplication(row), driverAccount };
    },
  );

  app.post(
    '/api/admin/driver-applications/:id/reject',
    {
      config: { permission: 'drivers:manage' },
      schema: {
        tags,
        summary: 'Reject a driver application; the applicant is e-mailed',
        security: [{ csrf: [] }],
        params: adminDriverApplicationParamsSchema,
        body: adminDriverDecisionSchema,
        response: { 200: adminDriverDecisionResultSchema, ...errors },
      },
    },
    async (request) => {
      const { row, driverAccount } = await service.rejectApplication(
        context(request),
        request.params.id,
        request.body.note,
      );
      return { application: presentApplication(row), driverAccount };
    },
  );
};
