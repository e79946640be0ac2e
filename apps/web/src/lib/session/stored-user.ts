import type { PublicUser } from '@escazo/contracts/auth';

/**
 * The public user fields cached for a fast first paint. The server session is the truth: this cache
 * is only a placeholder, rewritten or cleared whenever the server answers.
 */
const KEY = 'auth-storage';

type Stored = { user: PublicUser | null; isAuthenticated: boolean };

// A plain shape check rather than the zod schema: this runs in the shell's first-paint bundle.
const fields = ['id', 'email', 'name', 'avatarUrl', 'createdAt', 'updatedAt'] as const;
function isPublicUser(value: unknown): value is PublicUser {
  return (
    typeof value === 'object' &&
    value !== null &&
    fields.every((f) => typeof (value as Record<string, unknown>)[f] === 'string')
  );
}

export function readStoredUser(): PublicUser | null {
  try {
    const raw = globalThis.localStorage?.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Stored>;
    if (!parsed.isAuthenticated) return null;
    return isPublicUser(parsed.user) ? parsed.user : null;
  } catch {
    return null;
  }
}

export function writeStoredUser(user: PublicUser | null): void {
  try {
    if (user) globalThis.localStorage?.setItem(KEY, JSON.stringify({ user, isAuthenticated: true } satisfies Stored));
    else globalThis.localStorage?.removeItem(KEY);
  } catch {
    // Storage may be unavailable (private mode, quota); the server session still works.
  }
}
