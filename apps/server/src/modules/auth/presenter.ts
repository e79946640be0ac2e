import { createHash } from 'node:crypto';
import type { PublicUser } from '@escazo/contracts/auth';
import type { UserRow } from './repository.ts';

/** A generated avatar served by our own media route (deterministic per e-mail, no remote URL). */
export function avatarUrlFor(email: string): string {
  const slug = createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 12);
  return `/media/scenes/avatar-${slug}.svg`;
}

/** The uploaded avatar; the version changes with every upload, so the image can be cached for good. */
export function uploadedAvatarUrl(userId: string, updatedAt: Date): string {
  return `/media/avatars/${userId}?v=${updatedAt.getTime()}`;
}

/** avatarUrl: the uploaded avatar when the row says there is one (avatarUpdatedAt), else the generated one. */
export function presentUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    avatarUrl: user.avatarUpdatedAt ? uploadedAvatarUrl(user.id, user.avatarUpdatedAt) : avatarUrlFor(user.email),
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
