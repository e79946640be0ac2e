import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import csrf from '@fastify/csrf-protection';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { z } from 'zod';
import type { Config } from '@server/config.ts';
import { behindTlsProxy } from '@server/lib/secure-cookies.ts';
import { isApiRequest, isApiRoute } from './routed-path.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_HEADER = 'x-csrf-token';

/**
 * Headers with a Content-Security-Policy that allows only our own origin, a global rate limit,
 * and CSRF: every state-changing /api request must carry the token from GET /api/csrf in the
 * x-csrf-token header (double-submit against an httpOnly secret cookie).
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  // Behind a TLS proxy every cookie is Secure (lib/secure-cookies.ts) and browsers are told to keep to https.
  const secure = behindTlsProxy(opts.config);
  app.decorate('secureCookies', secure);
  // Built once: @fastify/helmet 13 rebuilds the helmet middleware (and re-parses the CSP) on every
  // request, which halved the API's throughput.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: secure ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: secure,
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)),
  );
  await app.register(rateLimit, {
    global: true,
    max: opts.config.rateLimit.globalPerMinute,
    timeWindow: '1 minute',
    // Static assets are cheap and cached; the limit guards the API. Route limits inherit this test.
    allowList: (req) => !isApiRequest(req),
  });
  await app.register(cookie);
  await app.register(csrf, {
    sessionPlugin: '@fastify/cookie',
    cookieKey: 'escazo_csrf',
    cookieOpts: { path: '/', httpOnly: true, sameSite: 'strict', secure, signed: false },
    getToken: (req) => req.headers[CSRF_HEADER] as string | undefined,
  });

  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method) || !isApiRoute(request)) return done();
    app.csrfProtection(request, reply, done);
  });

  app.get(
    '/api/csrf',
    {
      schema: {
        tags: ['security'],
        summary: 'Issue a CSRF token for the x-csrf-token header',
        response: { 200: z.object({ token: z.string() }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { token: reply.generateCsrf() };
    },
  );
});
