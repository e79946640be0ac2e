import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { z } from 'zod';
import { OAUTH_FLOW_MINUTES, oauthProviderIdSchema } from '@escazo/contracts/oauth';

/** The sign-in in progress between /start and /callback: one short-lived, sealed, httpOnly cookie. */
export const FLOW_COOKIE = 'escazo_oauth';
const FLOW_COOKIE_PATH = '/api/auth/oauth/';
const AAD = Buffer.from('escazo-oauth-flow-v1');

const flowSchema = z.object({
  provider: oauthProviderIdSchema,
  state: z.string(),
  nonce: z.string().optional(),
  verifier: z.string(),
  redirectUri: z.string(),
  /** Where to land after sign-in (already checked to be a same-site path). */
  returnTo: z.string(),
  remember: z.boolean(),
  /** Expiry in ms since the epoch, checked in addition to the cookie's Max-Age. */
  expiresAt: z.number(),
});
export type OAuthFlow = z.infer<typeof flowSchema>;

/** A 256-bit key from the configured secret, or a random one for this process. */
export function flowKey(secret: string | undefined): Buffer {
  return secret ? createHash('sha256').update(secret).digest() : randomBytes(32);
}

export function flowExpiry(now: Date): number {
  return now.getTime() + OAUTH_FLOW_MINUTES * 60 * 1000;
}

/**
 * AES-256-GCM: the browser can neither read (PKCE verifier, nonce) nor forge or alter the flow,
 * so a cookie planted by someone else cannot complete a sign-in.
 */
export function sealFlow(key: Buffer, flow: OAuthFlow): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(AAD);
  const body = Buffer.concat([cipher.update(JSON.stringify(flow), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** null when missing, tampered with, sealed under another key, malformed or expired. */
export function openFlow(key: Buffer, value: string | undefined, now: Date): OAuthFlow | null {
  if (!value || value.length > 4096) return null;
  try {
    const raw = Buffer.from(value, 'base64url');
    if (raw.length < 29) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAAD(AAD);
    decipher.setAuthTag(raw.subarray(12, 28));
    const json = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    const flow = flowSchema.parse(JSON.parse(json));
    return flow.expiresAt > now.getTime() ? flow : null;
  } catch {
    return null;
  }
}

/**
 * SameSite=Lax: the provider sends the browser back with a top-level GET, which carries Lax
 * cookies. Path-scoped to the OAuth routes, so no other request carries it.
 */
export function flowCookieOptions(secure: boolean): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', path: FLOW_COOKIE_PATH, secure, maxAge: OAUTH_FLOW_MINUTES * 60 };
}
