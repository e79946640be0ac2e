import { createHash } from 'node:crypto';
import type { PublicUser } from '@escazo/contracts/auth';
import type { UserRow } from './repository.ts';

/** A generated avatar served by our own media route (deterministic per e-mail, no remote URL). */
export function avatarUrlFor(email: string): string {
  const slug = createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 12);
  return `/media/scenes/avatar-${slug}.svg`;
}

export function presentUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    avatarUrl: avatarUrlFor(user.email),
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
