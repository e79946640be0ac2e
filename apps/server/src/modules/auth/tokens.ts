import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session ids and reset tokens. */
export const TOKEN_BYTES = 32;

export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** What the database keeps instead of a token: a leaked table gives no working cookie or link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
