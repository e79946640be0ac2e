import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiErrorBody, ErrorCode, FieldError } from '@escazo/contracts/errors';
import { isValidationMessageKey, validationMessages } from '@escazo/contracts/messages';
import { AppError } from '@server/lib/app-error.ts';
import { loggableError, sqlStateOf } from './loggable-error.ts';
import { isApiPath } from './routed-path.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The built web app's index.html, when it is served by this server (SPA fallback). */
    spaIndexHtml: Buffer | null;
  }
}

function toFieldError(v: { instancePath?: string; message?: string }): FieldError {
  const path = (v.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const key = v.message ?? 'field.invalid';
  if (isValidationMessageKey(key)) return { path, code: key, message: validationMessages[key] };
  return { path, code: 'field.invalid', message: key };
}

const statusCodes: Record<number, { code: ErrorCode; message: string }> = {
  403: { code: 'CSRF_INVALID', message: 'This request could not be verified. Reload the page and try again.' },
  404: { code: 'NOT_FOUND', message: 'Not found.' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This content type is not accepted.' },
  429: { code: 'RATE_LIMITED', message: 'Too many requests. Please wait before trying again.' },
};

/**
 * SQLSTATEs of a value the database cannot read as its type: a byte sequence or character its
 * encoding refuses (22021: NUL in text; 22P05: a lone surrogate's escape in jsonb) and a text that
 * is not a value of the column's type (22P02: 'abc' for a uuid). They come from the request's
 * input, so they are the client's 400, never a 500. The schemas refuse such input before any
 * query; this is the last line of defence.
 */
const INVALID_TEXT_SQLSTATES = new Set(['22021', '22P05', '22P02']);

/**
 * The router's own failures, before any route or hook runs (Fastify's `frameworkErrors`): a path
 * with a malformed escape (`/%zz`), and a path parameter past the router's length limit.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const body: ApiErrorBody = {
    error: {
      code: 'VALIDATION_FAILED',
      message: tooLong ? 'The address of this request is too long.' : 'The address of this request could not be read.',
    },
  };
  return reply.status(tooLong ? 414 : 400).send(body);
}

/** One error handler: typed 4xx bodies, and nothing internal (stack, SQL) on 5xx. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('spaIndexHtml', null);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (status: number, error: ApiErrorBody['error']) =>
      reply.status(status).send({ error } satisfies ApiErrorBody);

    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return send(error.statusCode, { code: error.code, message: error.message, fields: error.fields });
    }
    if (error.validation) {
      const fields = error.validation.map(toFieldError);
      const where = error.validationContext === 'body' ? '' : ` in the ${error.validationContext}`;
      return send(400, {
        code: 'VALIDATION_FAILED',
        message: fields.length === 1 ? fields[0]!.message : `Some fields${where} need attention.`,
        fields,
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = statusCodes[status];
      if (known) {
        if (status === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
        return send(status, known);
      }
      // Malformed JSON, empty body with a JSON content type, and similar client mistakes.
      return send(400, { code: 'VALIDATION_FAILED', message: 'The request body could not be read.' });
    }
    if (INVALID_TEXT_SQLSTATES.has(sqlStateOf(error) ?? '')) {
      // Logged: a request schema let this input through and should refuse it.
      request.log.warn({ err: loggableError(error) }, 'request text refused by the database');
      return send(400, { code: 'INVALID_TEXT', message: 'This request contains text that cannot be stored.' });
    }
    request.log.error({ err: loggableError(error) }, 'request failed');
    return send(500, { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' });
  });

  app.setNotFoundHandler((request, reply) => {
    const pathOnly = request.url.split('?')[0]!;
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (isPage && app.spaIndexHtml && !/\.[a-z0-9]+$/i.test(pathOnly)) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(app.spaIndexHtml);
    }
    return reply.status(404).send({
      error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${pathOnly}.` },
    } satisfies ApiErrorBody);
  });
});
