import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sceneSvg } from './scene-art.ts';
import { singleLineText } from '@escazo/contracts/text';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Images are ours: generated on request, deterministic, cached for good by the browser. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/scenes/:slug.svg',
    {
      config: { rateLimit: false },
      schema: {
        hide: true,
        params: z.object({ slug: singleLineText().regex(/^[a-z0-9-]{1,80}$/, 'field.invalid') }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', IMMUTABLE).type('image/svg+xml');
      return sceneSvg(request.params.slug);
    },
  );
};
