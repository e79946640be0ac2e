import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@server/db/client.ts';
import { sessions } from '@server/db/schema.ts';
import { createTestContext, type TestContext } from '@server-test/helpers.ts';
import { sessionResolver } from './session-lookup.ts';
import { signedUpClient } from './test-support.ts';
import { hashToken } from './tokens.ts';

/** The database, counting the selects made through it. */
function countingSelects(db: Db) {
  const counter = { selects: 0 };
  const counted = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'select') counter.selects++;
      return Reflect.get(target, property, receiver);
    },
  });
  return { db: counted, counter };
}

describe('session lookup', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('shares one read among the lookups of a token made while it runs, each with its own copies', async () => {
    const { token, user } = await signedUpClient(ctx);
    const { db, counter } = countingSelects(ctx.database.db);
    const resolve = sessionResolver(db, ctx.app.clock);
    const found = await Promise.all(Array.from({ length: 20 }, () => resolve(hashToken(token))));
    expect(counter.selects).toBe(1);
    expect(found.every((live) => live?.user.id === user.id)).toBe(true);
    expect(new Set(found.map((live) => live!.user)).size).toBe(20);
    expect(new Set(found.map((live) => live!.session)).size).toBe(20);
  });

  it('reads again once the row is read: a deleted session is none from then on, and nothing is kept', async () => {
    const { token } = await signedUpClient(ctx);
    const { db, counter } = countingSelects(ctx.database.db);
    const resolve = sessionResolver(db, ctx.app.clock);
    expect(await resolve(hashToken(token))).not.toBeNull();
    await ctx.database.db.delete(sessions).where(eq(sessions.idHash, hashToken(token)));
    expect(await resolve(hashToken(token))).toBeNull();
    expect(counter.selects).toBe(2);
  });

  it('slides last_seen_at once for a crowd of lookups of a session unused for a while', async () => {
    const { token } = await signedUpClient(ctx);
    const idHash = hashToken(token);
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000);
    await ctx.database.db.update(sessions).set({ lastSeenAt: fiveMinutesAgo }).where(eq(sessions.idHash, idHash));
    const resolve = sessionResolver(ctx.database.db, ctx.app.clock);
    const found = await Promise.all(Array.from({ length: 10 }, () => resolve(idHash)));
    const seen = new Set(found.map((live) => live!.session.lastSeenAt.getTime()));
    expect(seen.size).toBe(1);
    const [row] = await ctx.database.db
      .select({ lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.idHash, idHash));
    expect([...seen][0]).toBe(row!.lastSeenAt.getTime());
    expect(row!.lastSeenAt.getTime()).toBeGreaterThan(fiveMinutesAgo.getTime());
  });
});
