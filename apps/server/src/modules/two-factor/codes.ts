import { createHash, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT, TWO_FACTOR_CODE_LENGTH } from '@escazo/contracts/two-factor';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
/** One step either side of now is accepted (clock drift, slow typing). */
export const TOTP_WINDOW = 1;
const TOTP_ISSUER = 'Escazo';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: string,
  keylen: number,
  options: { N: number; r: number; p: number },
) => Promise<Buffer>;

/** A uniformly random 6-digit code (leading zeros kept). */
export function newEmailCode(): string {
  return String(randomInt(0, 10 ** TWO_FACTOR_CODE_LENGTH)).padStart(TWO_FACTOR_CODE_LENGTH, '0');
}

/** An e-mailed code is stored as a hash bound to its challenge: the same code elsewhere hashes differently. */
export function hashEmailCode(challengeIdHash: string, code: string): string {
  return sha256(`${challengeIdHash}:${code}`);
}

/** Constant-time comparison of two hex hashes. */
export function sameHash(a: string | null | undefined, b: string): boolean {
  if (!a || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

/** Ten distinct codes "xxxxx-xxxxx" from a 31-letter alphabet (about 49 bits each). */
export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const codes = new Set<string>();
  const char = () => RECOVERY_CODE_ALPHABET[randomInt(0, RECOVERY_CODE_ALPHABET.length)];
  while (codes.size < count) {
    const raw = Array.from({ length: 10 }, char).join('');
    codes.add(`${raw.slice(0, 5)}-${raw.slice(5)}`);
  }
  return [...codes];
}

/**
 * A recovery code's stored form: scrypt (16 MiB) salted with the user id, so a leaked table is
 * slow to attack and one code cannot be tried against every account at once. Deterministic per
 * user, so a typed code is hashed once and looked up.
 */
export async function hashRecoveryCode(userId: string, code: string): Promise<string> {
  const key = await scryptAsync(code, `escazo-recovery:${userId}`, 32, { N: 16384, r: 8, p: 1 });
  return key.toString('hex');
}

/** "ana.silva@example.com" → "a***a@example.com": enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const masked = local.length <= 2 ? `${local[0]}***` : `${local[0]}***${local[local.length - 1]}`;
  return `${masked}${email.slice(at)}`;
}

/** A fresh 160-bit TOTP secret (base32, as authenticator apps take it). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpFor(secret: string, accountName: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: accountName,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TWO_FACTOR_CODE_LENGTH,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** The otpauth:// URI the QR code carries. */
export function totpUri(secret: string, accountName: string): string {
  return totpFor(secret, accountName).toString();
}

/**
 * The time step the code belongs to when it is valid at `nowMs` within ±TOTP_WINDOW steps, else
 * null. The caller accepts it only if the step is later than the last one used (single use).
 */
export function matchTotpStep(secret: string, code: string, nowMs: number): number | null {
  const totp = totpFor(secret, 'check');
  const delta = totp.validate({ token: code, timestamp: nowMs, window: TOTP_WINDOW });
  if (delta === null) return null;
  return totp.counter({ timestamp: nowMs }) + delta;
}
