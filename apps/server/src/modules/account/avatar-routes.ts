import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AVATAR_MAX_BYTES, profileSchema } from '@escazo/contracts/account';
import { apiErrorSchema } from '@escazo/contracts/errors';
import type { Database } from '@server/db/client.ts';
import { AppError, notFound } from '@server/lib/app-error.ts';
import { requireUser } from '../auth/public.ts';
import { avatarMissing, avatarTooLarge, detectAvatarType, uploadUnreadable } from './avatar.ts';
import * as repo from './repository.ts';
import { getProfile } from './service.ts';
import { singleLineText } from '@escazo/contracts/text';

const FIELD = 'avatar';

/** The one file of the form, read into memory within the size limit; parser failures are the client's (400). */
async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `Send the image as multipart/form-data in the field '${FIELD}'.`);
  }
  try {
    const file = await request.file();
    if (!file || file.fieldname !== FIELD) throw avatarMissing();
    return await file.toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw avatarTooLarge();
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 413) throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'Send one image only.');
    // busboy's own errors (no boundary, truncated form) carry no status: still a bad request.
    request.log.info({ code, msg: (err as Error).message }, 'unreadable avatar upload');
    throw uploadUnreadable();
  }
}

/**
 * Avatar upload (multipart, registered here only), removal, and the image itself. Images are
 * public like the generated avatars (anyone with the URL sees them, as wherever a user's picture
 * appears): the URL carries the user id (random UUID) and a version.
 */
export const avatarRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 100 },
  });
  const tags = ['account'];

  app.post(
    '/api/me/avatar',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: `Upload an avatar (multipart field '${FIELD}', PNG, JPEG, GIF or WebP by content, at most ${AVATAR_MAX_BYTES} bytes)`,
        consumes: ['multipart/form-data'],
        security: [{ csrf: [] }],
        response: {
          200: profileSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const bytes = await readAvatarUpload(request);
      const contentType = await detectAvatarType(bytes);
      await repo.upsertAvatar(db, request.user!.id, contentType, bytes, app.clock.now());
      return getProfile(db, request.user!.id);
    },
  );

  app.delete(
    '/api/me/avatar',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Remove the uploaded avatar (the generated one shows again)',
        security: [{ csrf: [] }],
        response: { 200: profileSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      await repo.deleteAvatar(db, request.user!.id);
      return getProfile(db, request.user!.id);
    },
  );

  app.get(
    '/media/avatars/:userId',
    {
      config: { rateLimit: false },
      schema: {
        hide: true,
        params: z.object({ userId: z.uuid() }),
        querystring: z.object({ v: singleLineText().max(20).optional() }),
      },
    },
    async (request, reply) => {
      const avatar = await repo.findAvatar(db, request.params.userId);
      if (!avatar) throw notFound('The avatar');
      const version = String(avatar.updatedAt.getTime());
      const etag = `"${version}"`;
      reply
        .header('etag', etag)
        .header('last-modified', avatar.updatedAt.toUTCString())
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        // The versioned URL never changes content; an unversioned one is revalidated every time.
        .header(
          'cache-control',
          request.query.v === version ? 'public, max-age=31536000, immutable' : 'public, no-cache',
        );
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(avatar.contentType).send(avatar.bytes);
    },
  );
};
