import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@server/lib/app-error.ts';
import { galleryViews, inventorySvg, isPalette } from './art.ts';
import { singleLineText } from '@escazo/contracts/text';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const paramsSchema = z.object({
  scene: singleLineText().regex(/^[a-z]+-[a-z]+$/, 'field.invalid'),
  palette: singleLineText().regex(/^[a-z]{1,20}$/, 'field.invalid'),
  /** '<seed>.svg' or '<seed>-<view>.svg'. */
  file: singleLineText().regex(new RegExp(`^\\d{1,10}(-[1-${galleryViews}])?\\.svg$`), 'field.invalid'),
});

/**
 * Pictures of inventory items by imagery descriptor: `/media/inventory/<scene>/<palette>/<seed>.svg`
 * (gallery views `<seed>-<view>.svg`). Drawn on request from the descriptor alone (no lookup),
 * deterministic, cached for good.
 */
export const inventoryMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/inventory/:scene/:palette/:file',
    { config: { rateLimit: false }, schema: { hide: true, params: paramsSchema } },
    async (request, reply) => {
      const { scene, palette, file } = request.params;
      const [seedText, viewText] = file.slice(0, -'.svg'.length).split('-');
      const seed = Number(seedText);
      const svg =
        isPalette(palette) && seed <= 0xffffffff ? inventorySvg(scene, palette, seed, Number(viewText ?? 0)) : null;
      if (svg === null) throw new AppError(404, 'NOT_FOUND', 'No such picture.');
      reply.header('cache-control', IMMUTABLE).type('image/svg+xml');
      return svg;
    },
  );
};
