import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { cookieSecure } from '@server/lib/secure-cookies.ts';
import type { Database } from '@server/db/client.ts';
import { AppError } from '@server/lib/app-error.ts';
import type { SessionRow, UserRow } from './repository.ts';
import { sessionResolver } from './session-lookup.ts';
import { SESSION_COOKIE, sessionCookieOptions } from './sessions.ts';
import { hashToken } from './tokens.ts';
import { isApiRoute } from '@server/plugins/routed-path.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route never reads the session (searches answer from memory, without the database). */
    session?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user, or null. Set by the session plugin. */
    user: UserRow | null;
    session: SessionRow | null;
  }
}

/**
 * Reads the session cookie on every /api request: looks the session up by the token's SHA-256,
 * drops it when expired or idle too long or when the account is not active (a banned account's
 * sessions count as none), and slides last_seen_at at most once a minute.
 */
export const sessionPlugin = fp(async (app: FastifyInstance, { database }: { database: Database }) => {
  const resolveSession = sessionResolver(database.db, app.clock);
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);

  async function loadSession(request: FastifyRequest, reply: FastifyReply, token: string): Promise<void> {
    const live = await resolveSession(hashToken(token));
    if (!live) {
      reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(false, cookieSecure(request)));
      return;
    }
    request.user = live.user;
    request.session = live.session;
  }

  // Synchronous unless there is a session to look up: most requests (pages, files, searches) have none.
  app.addHook('onRequest', (request, reply, done) => {
    // Only the API needs the user; static files and pages skip the lookup.
    const wanted = isApiRoute(request) && request.routeOptions.config.session !== false;
    const token = wanted ? request.cookies[SESSION_COOKIE] : undefined;
    if (!token) return done();
    loadSession(request, reply, token).then(() => done(), done);
  });
});

/** preHandler for routes that need an account: 401 UNAUTHENTICATED without a live session. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw new AppError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
}
