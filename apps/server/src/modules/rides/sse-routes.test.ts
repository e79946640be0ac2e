import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RideDetail, RidePosition } from '@escazo/contracts/rides';
import { testDriver } from '@server-test/helpers.ts';
import {
  bookRideNow,
  createLiveContext,
  onlyAutopilots,
  rideRow,
  traveller,
  type LiveContext,
} from './test-support.ts';

type SseMessage = { event: string; data: string; id?: string };

/** Reads server-sent events off a fetch response, one at a time. */
function sseReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let ended = false;
  async function next(timeoutMs = 5000): Promise<SseMessage | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const cut = buffer.indexOf('\n\n');
      if (cut >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const message: SseMessage = { event: 'message', data: '' };
        for (const line of block.split('\n')) {
          if (line.startsWith('event: ')) message.event = line.slice(7);
          else if (line.startsWith('data: ')) message.data += line.slice(6);
          else if (line.startsWith('id: ')) message.id = line.slice(4);
        }
        if (block.startsWith(':')) continue;
        return message;
      }
      if (ended) return null;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no event within ${timeoutMs} ms`)), left)),
      ]);
      if (chunk.done) ended = true;
      else buffer += decoder.decode(chunk.value, { stream: true });
    }
  }
  /** The next event of this kind (others are skipped). */
  async function nextOf(event: string, timeoutMs = 5000): Promise<SseMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const message = await next(Math.max(1, deadline - Date.now()));
      if (!message) throw new Error(`stream ended before a ${event} event`);
      if (message.event === event) return message;
    }
  }
  return { next, nextOf, cancel: () => reader.cancel() };
}

/** GET /api/rides/:id/events over real HTTP (no inject): what a browser's EventSource reads. */
describe(`ride events stream (${testDriver})`, () => {
  let ctx: LiveContext;
  let origin: string;

  beforeAll(async () => {
    ctx = await createLiveContext();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
  }, 120_000);
  afterAll(() => ctx?.close());

  const open = (rideId: string, token: string, headers: Record<string, string> = {}, signal?: AbortSignal) =>
    fetch(`${origin}/api/rides/${rideId}/events`, {
      headers: { cookie: `escazo_session=${token}`, 'accept-encoding': 'gzip, br', ...headers },
      signal,
    });

  it('streams the status on every change and the position while the driver moves, then ends', async () => {
    await onlyAutopilots(ctx, 'economy', 1);
    const { client, token } = await traveller(ctx);
    const booked = await bookRideNow(ctx, client);
    const ride = await rideRow(ctx, booked.id);

    const res = await open(booked.id, token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    const stream = sseReader(res.body!);

    const first = await stream.nextOf('status');
    const detail = JSON.parse(first.data) as RideDetail;
    expect(detail).toMatchObject({ id: booked.id, status: 'assigned', bookingId: booked.bookingId });
    expect(first.id).toBe('assigned');

    ctx.clock.set(new Date(ride.departAt.getTime() + 1000));
    await ctx.app.rideAutopilot.tick();
    expect(JSON.parse((await stream.nextOf('status')).data)).toMatchObject({ status: 'arriving' });
    const firstPosition = JSON.parse((await stream.nextOf('position')).data) as RidePosition;
    expect(firstPosition.at).toBe(ctx.clock.now().toISOString());
    // Halfway to the pickup on the server clock, the next position (2 s later) is halfway there.
    const halfway = new Date((ride.departAt.getTime() + ride.arriveAt.getTime()) / 2);
    ctx.clock.set(halfway);
    const moving = JSON.parse((await stream.nextOf('position', 4000)).data) as RidePosition;
    expect(moving.at).toBe(halfway.toISOString());
    const expected = {
      lat: (ride.driverStartLat + ctx.pickup.lat) / 2,
      lon: (ride.driverStartLon + ctx.pickup.lon) / 2,
    };
    expect(moving.lat).toBeCloseTo(expected.lat, 4);
    expect(moving.lon).toBeCloseTo(expected.lon, 4);

    // The rest of the ride in one tick: the stream shows where it ended and closes.
    ctx.clock.set(ride.completeAt);
    await ctx.app.rideAutopilot.tick();
    const last = await stream.nextOf('status');
    expect(JSON.parse(last.data)).toMatchObject({ status: 'completed' });
    expect(await stream.next()).toBeNull();
    await vi.waitFor(() => expect(ctx.app.rideEvents.watchedRides()).toBe(0));

    // An EventSource reconnecting after the final event is told to stop (204); a fresh one gets the final status.
    expect((await open(booked.id, token, { 'last-event-id': last.id! })).status).toBe(204);
    const fresh = await open(booked.id, token);
    const again = sseReader(fresh.body!);
    expect(JSON.parse((await again.nextOf('status')).data)).toMatchObject({ status: 'completed' });
    expect(await again.next()).toBeNull();
  });

  it("answers 404 for another traveller's ride and 401 signed out, as JSON errors", async () => {
    await onlyAutopilots(ctx, 'economy', 1);
    const owner = await traveller(ctx);
    const booked = await bookRideNow(ctx, owner.client);
    const stranger = await traveller(ctx);
    const notTheirs = await open(booked.id, stranger.token);
    expect(notTheirs.status).toBe(404);
    expect((await notTheirs.json()) as unknown).toMatchObject({ error: { code: 'NOT_FOUND' } });
    const signedOut = await fetch(`${origin}/api/rides/${booked.id}/events`);
    expect(signedOut.status).toBe(401);
    expect((await signedOut.json()) as unknown).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  it('drops the subscription and timers when the client goes away', async () => {
    await onlyAutopilots(ctx, 'economy', 1);
    const { client, token } = await traveller(ctx);
    const booked = await bookRideNow(ctx, client);
    const abort = new AbortController();
    const res = await open(booked.id, token, {}, abort.signal);
    await sseReader(res.body!).nextOf('status');
    expect(ctx.app.rideEvents.watchedRides()).toBe(1);
    abort.abort();
    await vi.waitFor(() => expect(ctx.app.rideEvents.watchedRides()).toBe(0), { timeout: 3000 });
  });
});
