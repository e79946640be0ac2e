import argon2 from 'argon2';
import commonPasswords from 'fxa-common-password-list';

/**
 * argon2id with OWASP's recommended minimum (19 MiB memory, 2 iterations, 1 lane).
 * The whole password is hashed: nothing is truncated (the schema allows up to 256 characters).
 */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

// Verified against when the account does not exist, so an unknown e-mail costs the same time.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('escazo-dummy-password-for-timing');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}

/** True for a password on the bundled list of commonly used passwords (also in lower case). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.test(password) || commonPasswords.test(password.toLowerCase());
}
