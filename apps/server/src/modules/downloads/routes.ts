import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '@server/lib/app-error.ts';
import { downloadPageUrl, isQrPlatform, qrSvg } from './qr.ts';
import { singleLineText } from '@escazo/contracts/text';

/** QR codes that open the app download page for a platform, on this server's own origin. */
export const downloadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/qr/download-:platform.svg',
    {
      schema: {
        hide: true,
        params: z.object({ platform: singleLineText().max(20) }),
      },
    },
    async (request, reply) => {
      const { platform } = request.params;
      if (!isQrPlatform(platform)) throw notFound('This QR code');
      const url = downloadPageUrl(platform, { protocol: request.protocol, host: request.host });
      if (!url) throw new AppError(400, 'VALIDATION_FAILED', 'The request host is not valid.');
      reply.header('cache-control', 'public, max-age=3600').type('image/svg+xml');
      return qrSvg(url);
    },
  );
};
