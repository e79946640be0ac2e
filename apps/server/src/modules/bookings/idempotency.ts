import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

/** A finished answer: what a repeat of the same request receives again. */
export type StoredAnswer = { statusCode: number; body: unknown };

const WAIT_STEP_MS = 25;
/** How long a repeat waits for the first request to finish before answering IDEMPOTENCY_KEY_IN_USE. */
const WAIT_LIMIT_MS = 60_000;

export function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/**
 * Runs `work` once per (user, scope, key). The first request claims the key (a unique row); a repeat
 * with the same body waits for it and gets its stored answer; a repeat with another body is a 422
 * IDEMPOTENCY_KEY_REUSED. A 4xx answer is stored like a success; an unexpected failure frees the key.
 */
export async function runIdempotent(
  db: Db,
  claim: { userId: string; scope: string; key: string; hash: string },
  work: () => Promise<StoredAnswer>,
): Promise<StoredAnswer> {
  const { userId, scope, key, hash } = claim;
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ userId, scope, key, requestHash: hash, state: 'in_progress' })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  const where = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
  if (inserted.length === 1) {
    let answer: StoredAnswer;
    try {
      answer = await work();
    } catch (error) {
      await db.delete(idempotencyKeys).where(where);
      throw error;
    }
    await db.update(idempotencyKeys).set({ state: 'done', statusCode: answer.statusCode, response: answer.body }).where(where);
    return answer;
  }
  for (let waited = 0; ; waited += WAIT_STEP_MS) {
    const [row] = await db.select().from(idempotencyKeys).where(where);
    if (!row) return runIdempotent(db, claim, work);
    if (row.requestHash !== hash) throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request.');
    if (row.state === 'done') return { statusCode: row.statusCode!, body: row.response };
    if (waited >= WAIT_LIMIT_MS) throw new AppError(409, 'IDEMPOTENCY_KEY_IN_USE', 'A request with this Idempotency-Key is still being processed.');
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}
