import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '@server/app.ts';
import { openDatabase, type Database, type Db } from '@server/db/client.ts';
import { createTestContext, testDriver, type TestContext } from '@server-test/helpers.ts';
import type { RideStatus } from '@escazo/contracts/ride-options';
import { notifyRideEvent } from './notify.ts';
import type { RideEvent } from './ride-event.ts';
import { RIDE_EVENTS_APPLICATION_NAME } from './postgres-listener.ts';

/** A status change announced on the given connection or transaction, as the lifecycle does. */
const publish = (db: Db, rideId: string, status: RideStatus) =>
  notifyRideEvent(db, { rideId, status, at: new Date('2030-01-01T10:00:00.000Z') });

/** Collects the events of one ride on an app's bus. */
function watch(app: FastifyInstance, rideId: string) {
  const seen: RideEvent[] = [];
  const stop = app.rideEvents.subscribe(rideId, (event) => seen.push(event));
  return { seen, stop };
}

/** Notifications arrive asynchronously: waits a little so an absent one has had its chance. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe(`ride event bus (${testDriver})`, () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('delivers a change committed in a transaction to the ride subscriber, and nothing of a rolled-back one', async () => {
    const rideA = watch(ctx.app, 'RID100001');
    const rideB = watch(ctx.app, 'RID100002');
    await ctx.database.db.transaction(async (tx) => {
      await publish(tx as unknown as Db, 'RID100001', 'arriving');
    });
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await publish(tx as unknown as Db, 'RID100001', 'cancelled');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');

    await vi.waitFor(() => expect(rideA.seen).toHaveLength(1), { timeout: 3000, interval: 10 });
    await settle();
    expect(rideA.seen).toEqual([
      { kind: 'change', rideId: 'RID100001', status: 'arriving', at: new Date('2030-01-01T10:00:00.000Z') },
    ]);
    expect(rideB.seen).toEqual([]);
    rideA.stop();
    rideB.stop();
  });

  it('stops delivering after unsubscribe, ignores malformed payloads, and keeps other subscribers going', async () => {
    const first = watch(ctx.app, 'RID100003');
    const second = watch(ctx.app, 'RID100003');
    expect(ctx.app.rideEvents.watchedRides()).toBe(1);
    first.stop();
    await ctx.database.db.execute(sql`select pg_notify('ride_events', 'not json')`);
    await publish(ctx.database.db, 'RID100003', 'arrived');
    await vi.waitFor(() => expect(second.seen).toHaveLength(1), { timeout: 3000, interval: 10 });
    await settle();
    expect(first.seen).toEqual([]);
    expect(second.seen[0]).toMatchObject({ kind: 'change', status: 'arrived' });
    second.stop();
    expect(ctx.app.rideEvents.watchedRides()).toBe(0);
  });

  describe('across server instances', () => {
    let otherDatabase: Database | null = null;
    let otherApp: FastifyInstance;

    beforeAll(async () => {
      // On PostgreSQL: its own pool and its own listening session on the same schema, as another
      // server process has. The embedded database belongs to one process, so there the second app
      // shares it.
      if (testDriver === 'postgres') otherDatabase = await openDatabase({ ...ctx.postgres!, poolSize: 2 });
      otherApp = await buildApp({ config: ctx.config, database: otherDatabase ?? ctx.database, inventory: 'none' });
      await otherApp.ready();
    });
    afterAll(async () => {
      await otherApp.close();
      await otherDatabase?.close();
    });

    it('a second instance hears a change the first one commits', async () => {
      const there = watch(otherApp, 'RID100004');
      const here = watch(ctx.app, 'RID100004');
      await ctx.database.db.transaction(async (tx) => {
        await publish(tx as unknown as Db, 'RID100004', 'on_trip');
      });
      for (const side of [there, here]) {
        await vi.waitFor(
          () => expect(side.seen).toEqual([expect.objectContaining({ kind: 'change', status: 'on_trip' })]),
          { timeout: 3000, interval: 10 },
        );
      }
      there.stop();
      here.stop();
    });

    // A dropped connection only exists on PostgreSQL (the embedded database is in the process), so
    // this test is defined for the PostgreSQL run of the API tests only, which CI always makes.
    if (testDriver === 'postgres')
      it('listens again after its connection is cut, telling watchers to resync', async () => {
        const there = watch(otherApp, 'RID100005');
        const before = await listeningSessions(ctx.database.db);
        await ctx.database.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${RIDE_EVENTS_APPLICATION_NAME} and datname = current_database()`,
        );
        await vi.waitFor(() => expect(there.seen).toEqual([{ kind: 'resync', rideId: 'RID100005' }]), {
          timeout: 5000,
          interval: 20,
        });
        // Both instances' sessions were cut (this process's application name) and both came back.
        await vi.waitFor(
          async () => expect((await listeningSessions(ctx.database.db)).length).toBeGreaterThanOrEqual(before.length),
          { timeout: 5000, interval: 50 },
        );
        await publish(ctx.database.db, 'RID100005', 'completed');
        await vi.waitFor(() => expect(there.seen.at(-1)).toMatchObject({ kind: 'change', status: 'completed' }), {
          timeout: 3000,
          interval: 10,
        });
        there.stop();
      });
  });
});

async function listeningSessions(db: Db) {
  const result = (await db.execute(
    sql`select pid from pg_stat_activity where application_name = ${RIDE_EVENTS_APPLICATION_NAME} and datname = current_database()`,
  )) as unknown as { rows: { pid: number }[] };
  return result.rows;
}
