import { z } from 'zod';
import { singleLineText } from './text.ts';

/**
 * Social sign-in: real OAuth 2.0 / OpenID Connect for Google, Facebook and X
 * when the server is configured for them; otherwise the buttons say the provider is not configured.
 *
 * The browser navigates (full page) to GET /api/auth/oauth/:provider/start?redirect=/path&remember=1;
 * the provider sends it back to /callback, which signs in and redirects to the saved path, or to
 * /login?oauthError=<provider> when anything failed. When the account has two-factor on, the
 * challenge cookie is set and the browser goes to /login?twoFactor=1&method=<email|totp>[&redirect=…]
 * to enter the code (POST /api/auth/two-factor/verify), as after a password sign-in.
 */
export const OAUTH_PROVIDERS = ['google', 'facebook', 'x'] as const;
export type OAuthProviderId = (typeof OAUTH_PROVIDERS)[number];
export const oauthProviderIdSchema = z.enum(OAUTH_PROVIDERS);

/** Display names (the login page keeps its own documented label 'X / Twitter'). */
export const OAUTH_PROVIDER_NAMES: Record<OAuthProviderId, string> = { google: 'Google', facebook: 'Facebook', x: 'X' };

/** How long a started sign-in may take at the provider before its cookie expires. */
export const OAUTH_FLOW_MINUTES = 10;

export const oauthProviderSchema = z.object({
  id: oauthProviderIdSchema,
  name: z.string(),
  configured: z.boolean(),
});
export type OAuthProvider = z.infer<typeof oauthProviderSchema>;

export const oauthProvidersResponseSchema = z.object({ providers: z.array(oauthProviderSchema) });
export type OAuthProvidersResponse = z.infer<typeof oauthProvidersResponseSchema>;

export const oauthProviderParamsSchema = z.object({ provider: oauthProviderIdSchema });

/** `redirect`: where to land after sign-in; only a same-site path is followed (else /dashboard). */
export const oauthStartQuerySchema = z.object({
  redirect: singleLineText().max(2048).optional(),
  remember: z.enum(['0', '1', 'true', 'false']).optional(),
});
export type OAuthStartQuery = z.infer<typeof oauthStartQuerySchema>;

/** The query params the login page reads after a redirect from the callback. */
export const OAUTH_ERROR_PARAM = 'oauthError';
export const TWO_FACTOR_PARAM = 'twoFactor';
