import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as oidc from 'openid-client';
import { z } from 'zod';
import { apiErrorSchema } from '@escazo/contracts/errors';
import {
  OAUTH_ERROR_PARAM,
  OAUTH_PROVIDER_NAMES,
  TWO_FACTOR_PARAM,
  oauthProviderParamsSchema,
  oauthProvidersResponseSchema,
  oauthStartQuerySchema,
  type OAuthProviderId,
} from '@escazo/contracts/oauth';
import type { Config } from '@server/config.ts';
import type { Database } from '@server/db/client.ts';
import { AppError } from '@server/lib/app-error.ts';
import { recordAuthEvent } from '../audit/public.ts';
import {
  clientInfo as client,
  openSession,
  type AccountCreatedHook,
  type AuthDeps,
  type SecondFactorSteps,
} from '../auth/public.ts';
import {
  FLOW_COOKIE,
  flowCookieOptions,
  flowExpiry,
  flowKey,
  openFlow,
  sealFlow,
  type OAuthFlow,
} from './flow-cookie.ts';
import { cookieSecure } from '@server/lib/secure-cookies.ts';
import { ProviderRegistry } from './providers.ts';
import { DEFAULT_RETURN_TO, safeReturnTo } from './return-to.ts';
import { OAuthFailure, signInWithProvider } from './service.ts';
import { singleLineText } from '@escazo/contracts/text';

const LOGIN_PATH = '/login';
const loginWithError = (provider: OAuthProviderId) => `${LOGIN_PATH}?${OAUTH_ERROR_PARAM}=${provider}`;

/** Why a callback failed, for the audit trail (the browser only learns "failed"). */
function failureReason(err: unknown): string {
  if (err instanceof OAuthFailure) return err.reason;
  // e.g. RATE_LIMITED: too many wrong two-factor codes or code e-mails lately.
  if (err instanceof AppError) return `app_error:${err.code}`;
  if (err instanceof oidc.AuthorizationResponseError) return `provider_error:${err.error}`.slice(0, 80);
  if (err instanceof oidc.ResponseBodyError) return `token_error:${err.error}`.slice(0, 80);
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? `client_error:${code}`.slice(0, 80) : 'exchange_failed';
}

/**
 * Social sign-in with OAuth 2.0 / OpenID Connect (Google, Facebook, X). The two GET routes are
 * browser navigations, exempt from the CSRF header by nature; the `state` parameter bound to a
 * sealed cookie, PKCE and the OIDC nonce protect them instead (docs/decisions/006).
 */
type Options = {
  database: Database;
  config: Config;
  secondFactor: SecondFactorSteps;
  onAccountCreated?: AccountCreatedHook;
};

export const oauthRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { database, config, secondFactor, onAccountCreated },
) => {
  const registry = new ProviderRegistry(config.oauth);
  const key = flowKey(config.oauth.stateSecret);
  const signupsOpen = async () => (await app.siteSettings.current()).signupsOpen;
  const deps = (
    request: FastifyRequest,
  ): AuthDeps & { secondFactor: SecondFactorSteps; signupsOpen: () => Promise<boolean> } => ({
    db: database.db,
    clock: app.clock,
    config,
    log: request.log,
    secondFactor,
    signupsOpen,
    onAccountCreated,
  });

  const fail = async (request: FastifyRequest, reply: FastifyReply, provider: OAuthProviderId, reason: string) => {
    await recordAuthEvent(database.db, {
      type: 'sign_in',
      outcome: 'failure',
      ...client(request),
      details: { provider, reason },
    });
    reply.header('cache-control', 'no-store');
    return reply.redirect(loginWithError(provider), 302);
  };

  app.get(
    '/api/auth/oauth/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'Social sign-in providers and whether this server is configured for each',
        response: { 200: oauthProvidersResponseSchema },
      },
    },
    async () => ({ providers: registry.list() }),
  );

  app.get(
    '/api/auth/oauth/:provider/start',
    {
      schema: {
        tags: ['auth'],
        summary: "Redirect to the provider's sign-in page (state, nonce, PKCE S256)",
        params: oauthProviderParamsSchema,
        querystring: oauthStartQuerySchema,
        response: { 302: z.null(), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      if (!registry.isConfigured(provider)) {
        throw new AppError(
          404,
          'PROVIDER_NOT_CONFIGURED',
          `${OAUTH_PROVIDER_NAMES[provider]} sign-in is not configured on this server.`,
        );
      }
      let target: URL;
      let flow: OAuthFlow;
      try {
        const configuration = await registry.configuration(provider);
        const origin = config.publicUrl ?? `${request.protocol}://${request.host}`;
        const verifier = oidc.randomPKCECodeVerifier();
        flow = {
          provider,
          state: oidc.randomState(),
          ...(registry.isOpenIdConnect(provider) ? { nonce: oidc.randomNonce() } : {}),
          verifier,
          redirectUri: new URL(`/api/auth/oauth/${provider}/callback`, origin).href,
          returnTo: safeReturnTo(request.query.redirect),
          remember: request.query.remember === '1' || request.query.remember === 'true',
          expiresAt: flowExpiry(app.clock.now()),
        };
        target = oidc.buildAuthorizationUrl(configuration, {
          redirect_uri: flow.redirectUri,
          scope: registry.scope(provider),
          state: flow.state,
          ...(flow.nonce ? { nonce: flow.nonce } : {}),
          code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
          code_challenge_method: 'S256',
        });
      } catch (err) {
        request.log.warn({ err, provider }, 'social sign-in could not start');
        return fail(request, reply, provider, 'provider_unavailable');
      }
      reply.setCookie(FLOW_COOKIE, sealFlow(key, flow), flowCookieOptions(cookieSecure(request)));
      reply.header('cache-control', 'no-store');
      return reply.redirect(target.href, 302);
    },
  );

  app.get(
    '/api/auth/oauth/:provider/callback',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Where the provider sends the browser back: signs in, then redirects (to /login?oauthError=… on failure)',
        params: oauthProviderParamsSchema,
        querystring: z.looseObject({
          code: singleLineText().optional(),
          state: singleLineText().optional(),
          error: singleLineText().optional(),
        }),
        response: { 302: z.null(), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const flow = openFlow(key, request.cookies[FLOW_COOKIE], app.clock.now());
      // Single use: whatever happens next, this sign-in attempt is over.
      reply.clearCookie(FLOW_COOKIE, flowCookieOptions(cookieSecure(request)));
      if (!flow || flow.provider !== provider) return fail(request, reply, provider, 'flow_missing_or_expired');
      if (request.query.state !== flow.state) return fail(request, reply, provider, 'state_mismatch');
      if (request.query.error)
        return fail(request, reply, provider, `provider_error:${request.query.error}`.slice(0, 80));
      if (!registry.isConfigured(provider)) return fail(request, reply, provider, 'not_configured');

      try {
        const configuration = await registry.configuration(provider);
        const queryAt = request.url.indexOf('?');
        const currentUrl = new URL(flow.redirectUri);
        currentUrl.search = queryAt >= 0 ? request.url.slice(queryAt) : '';
        const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          ...(flow.nonce ? { expectedNonce: flow.nonce } : {}),
        });
        const profile = await registry.profile(provider, configuration, tokens);
        const outcome = await signInWithProvider(deps(request), provider, profile, flow.remember, client(request));
        reply.header('cache-control', 'no-store');
        if (outcome.kind === 'two_factor') {
          // The login page asks for the code (POST /api/auth/two-factor/verify), then goes on to `redirect`.
          secondFactor.setChallengeCookie(request, reply, outcome.challenge);
          const next = new URLSearchParams({ [TWO_FACTOR_PARAM]: '1', method: outcome.challenge.method });
          if (flow.returnTo !== DEFAULT_RETURN_TO) next.set('redirect', flow.returnTo);
          return reply.redirect(`${LOGIN_PATH}?${next.toString()}`, 302);
        }
        await openSession(request, reply, database.db, outcome.user.id, outcome.remember);
        return reply.redirect(flow.returnTo, 302);
      } catch (err) {
        const reason = failureReason(err);
        if (!(err instanceof OAuthFailure)) request.log.warn({ err, provider }, 'social sign-in failed');
        return fail(request, reply, provider, reason);
      }
    },
  );
};
