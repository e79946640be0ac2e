import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RideEventFanOut } from './fan-out.ts';
import { RideHubs } from './ride-hubs.ts';
import { RideWatch, type WatchedRide } from './ride-watch.ts';

/** A response that keeps what was written. */
class FakeResponse extends EventEmitter {
  chunks: string[] = [];
  writableEnded = false;
  destroyed = false;
  write(chunk: string) {
    this.chunks.push(chunk);
    return true;
  }
  end() {
    this.writableEnded = true;
  }
  events() {
    return this.chunks
      .filter((c) => c.startsWith('event: '))
      .map((c) => c.split('\n')[0]!.slice(7) + (c.includes('"status"') ? `:${/"status":"(\w+)"/.exec(c)![1]}` : ''));
  }
}

const ride = (status: string, order: number): WatchedRide => ({
  detail: { status },
  order,
  position: () => ({ lat: 1, lon: 2 }),
});
const silentLog = { error: () => {} } as unknown as FastifyBaseLogger;

function newWatch(now = () => new Date('2030-01-01T10:00:00Z')) {
  const response = new FakeResponse();
  const watch = new RideWatch({
    response: response as unknown as ServerResponse,
    now,
    positionEveryMs: 2000,
    pingEveryMs: 15_000,
  });
  return { response, watch };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('RideWatch', () => {
  it('sends the status, positions every 2 s while moving, a ping every 15 s, and ends after a final status', () => {
    vi.useFakeTimers();
    const { response, watch } = newWatch();
    let closed = 0;
    watch.whenClosed(() => closed++);
    watch.start(ride('assigned', 1));
    expect(response.events()).toEqual(['status:assigned']);
    vi.advanceTimersByTime(4000);
    expect(response.events()).toEqual(['status:assigned']);

    watch.update(ride('arriving', 2));
    expect(response.events()).toEqual(['status:assigned', 'status:arriving', 'position']);
    vi.advanceTimersByTime(4000);
    expect(response.events().filter((e) => e === 'position')).toHaveLength(3);
    vi.advanceTimersByTime(7000);
    expect(response.chunks.filter((c) => c === ': ping\n\n')).toHaveLength(1);

    watch.update(ride('arrived', 3));
    const positionsWhenArrived = response.events().filter((e) => e === 'position').length;
    vi.advanceTimersByTime(10_000);
    expect(response.events().filter((e) => e === 'position')).toHaveLength(positionsWhenArrived);

    watch.update(ride('completed', 4));
    expect(response.events().at(-1)).toBe('status:completed');
    expect(response.writableEnded).toBe(true);
    expect(closed).toBe(1);
    const written = response.chunks.length;
    vi.advanceTimersByTime(60_000);
    expect(response.chunks).toHaveLength(written);
  });

  it('never shows an older state over a newer one, and keeps a change given before it started', () => {
    const { response, watch } = newWatch();
    watch.update(ride('arriving', 5));
    watch.update(ride('assigned', 4));
    watch.start(ride('assigned', 4));
    expect(response.events().filter((e) => e.startsWith('status'))).toEqual(['status:assigned', 'status:arriving']);
    watch.update(ride('assigned', 4));
    watch.update(ride('arriving', 5));
    expect(response.events().filter((e) => e.startsWith('status'))).toEqual(['status:assigned', 'status:arriving']);
    watch.close();
  });

  it('stops when the client goes away', () => {
    vi.useFakeTimers();
    const { response, watch } = newWatch();
    let closed = false;
    watch.whenClosed(() => (closed = true));
    watch.start(ride('arriving', 1));
    response.emit('close');
    expect(closed).toBe(true);
    const written = response.chunks.length;
    vi.advanceTimersByTime(30_000);
    expect(response.chunks).toHaveLength(written);
  });
});

describe('RideHubs', () => {
  it('reloads a ride once per change for all its watchers, and unsubscribes when the last one leaves', async () => {
    const bus = new RideEventFanOut();
    let loads = 0;
    let status = 'arriving';
    const hubs = new RideHubs({
      subscribe: (rideId, listener) => bus.subscribe(rideId, listener),
      load: async () => {
        loads++;
        return ride(status, loads + 10);
      },
      log: silentLog,
    });
    const watchers = Array.from({ length: 3 }, () => newWatch());
    const memberships = watchers.map(({ watch }) => hubs.join('RID000001', watch));
    for (const { watch } of watchers) watch.start(ride('assigned', 1));
    expect(bus.watchedRides()).toBe(1);

    bus.publish({ kind: 'change', rideId: 'RID000001', status: 'arriving', at: new Date() });
    await vi.waitFor(() =>
      expect(watchers.every(({ response }) => response.events().includes('status:arriving'))).toBe(true),
    );
    expect(loads).toBe(1);

    // Two changes while a reload runs: one more reload after it, not two.
    status = 'on_trip';
    bus.publish({ kind: 'change', rideId: 'RID000001', status: 'arrived', at: new Date() });
    bus.publish({ kind: 'change', rideId: 'RID000001', status: 'on_trip', at: new Date() });
    bus.publish({ kind: 'resync', rideId: 'RID000001' });
    await vi.waitFor(() => expect(loads).toBe(3));
    await vi.waitFor(() =>
      expect(watchers.every(({ response }) => response.events().includes('status:on_trip'))).toBe(true),
    );

    for (const m of memberships) m.leave();
    expect(bus.watchedRides()).toBe(0);
    expect(hubs.openStreams()).toEqual([]);
    for (const { watch } of watchers) watch.close();
  });
});
