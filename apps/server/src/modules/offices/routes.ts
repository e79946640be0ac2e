import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { officeListSchema, officesMapPath } from '@escazo/contracts/offices';
import { listOffices, officesMapSvg } from './service.ts';

export const officeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/offices',
    {
      schema: {
        tags: ['contact'],
        summary: 'Escazo offices with address, phone, e-mail, hours and position',
        response: { 200: officeListSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { items: [...listOffices()] };
    },
  );

  app.get(officesMapPath, { config: { rateLimit: false }, schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600').type('image/svg+xml');
    return officesMapSvg();
  });
};
