import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, testDriver } from '@server-test/helpers.ts';
import { clientWithRole } from '@server/modules/admin/test-support.ts';
import { GOOD_PASSWORD } from '@server/modules/auth/test-support.ts';
import {
  bookRideNow,
  createLiveContext,
  onlyAutopilots,
  rideRow,
  secondInstance,
  traveller,
  type LiveContext,
} from '@server/modules/rides/test-support.ts';

/**
 * A live ride stream belongs to its session: when the session ends (sign-out, revocation, a ban, a
 * password change, expiry on the app clock), the stream closes and sends nothing more, whichever
 * server instance it is open on.
 */
type Stream = {
  /** The next event name, or null once the stream has ended. */
  nextEvent(timeoutMs?: number): Promise<string | null>;
  /** Resolves true when the stream ends within the time (false when it is still open). */
  ends(timeoutMs?: number): Promise<boolean>;
  cancel(): Promise<void>;
};

function streamOf(body: ReadableStream<Uint8Array>): Stream {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let ended = false;
  const read = (timeoutMs: number) =>
    Promise.race([reader.read(), new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), timeoutMs))]);
  return {
    async nextEvent(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const cut = buffer.indexOf('\n\n');
        if (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const name = block.split('\n').find((l) => l.startsWith('event: '));
          if (name) return name.slice(7);
          continue;
        }
        if (ended) return null;
        const chunk = await read(Math.max(1, deadline - Date.now()));
        if (chunk === 'timeout') throw new Error(`no event within ${timeoutMs} ms`);
        if (chunk.done) ended = true;
        else buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
    async ends(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (!ended) {
        const chunk = await read(Math.max(1, deadline - Date.now()));
        if (chunk === 'timeout') return false;
        if (chunk.done) ended = true;
        else buffer += decoder.decode(chunk.value, { stream: true });
      }
      return true;
    },
    cancel: () => reader.cancel().catch(() => {}),
  };
}

describe(`live ride streams end with their session (${testDriver})`, () => {
  let ctx: LiveContext;
  let origin: string;

  beforeAll(async () => {
    ctx = await createLiveContext();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
  }, 120_000);
  afterAll(() => ctx?.close());

  /** A traveller with a booked ride and its stream open (the first status read). */
  async function watching(on = () => origin) {
    await onlyAutopilots(ctx, 'economy', 1);
    const rider = await traveller(ctx);
    const booked = await bookRideNow(ctx, rider.client);
    const res = await fetch(`${on()}/api/rides/${booked.id}/events`, {
      headers: { cookie: `escazo_session=${rider.token}` },
    });
    expect(res.status).toBe(200);
    const stream = streamOf(res.body!);
    expect(await stream.nextEvent()).toBe('status');
    return { rider, booked, stream };
  }

  it('sign-out closes the stream', async () => {
    const { rider, stream } = await watching();
    expect((await rider.client.post('/api/auth/sign-out', {})).statusCode).toBe(204);
    expect(await stream.ends()).toBe(true);
  });

  it('revoking the session from another browser closes the stream', async () => {
    const { rider, stream } = await watching();
    const other = new TestClient(ctx.app);
    expect((await other.post('/api/auth/sign-in', { email: rider.email, password: GOOD_PASSWORD })).statusCode).toBe(
      200,
    );
    const mine = (await rider.client.get('/api/me/sessions')).json<{ sessions: { id: string; current: boolean }[] }>();
    const current = mine.sessions.find((s) => s.current)!;
    expect((await other.request({ method: 'DELETE', url: `/api/me/sessions/${current.id}` })).statusCode).toBe(204);
    expect(await stream.ends()).toBe(true);
  });

  it('a ban closes the stream', async () => {
    const { rider, stream } = await watching();
    const admin = await clientWithRole(ctx, 'Super Admin', 'stream-admin');
    expect((await admin.client.post(`/api/admin/users/${rider.user.id}/ban`, { reason: 'abuse' })).statusCode).toBe(
      200,
    );
    expect(await stream.ends()).toBe(true);
  });

  it('a password change (which ends the other sessions) closes the streams of the others', async () => {
    const { rider, stream } = await watching();
    const other = new TestClient(ctx.app);
    expect((await other.post('/api/auth/sign-in', { email: rider.email, password: GOOD_PASSWORD })).statusCode).toBe(
      200,
    );
    const changed = await other.request({
      method: 'POST',
      url: '/api/me/password',
      payload: { currentPassword: GOOD_PASSWORD, newPassword: 'Another-Harbour-Lantern-77' },
    });
    expect(changed.statusCode, changed.body).toBeLessThan(300);
    expect(await stream.ends()).toBe(true);
  });

  it('expiry on the app clock: the next change is not sent, the stream ends', async () => {
    const { booked, stream } = await watching();
    const ride = await rideRow(ctx, booked.id);
    // A browser session lives 12 hours; the driver departs only after it has expired.
    ctx.clock.set(new Date(Math.max(ride.departAt.getTime(), ctx.clock.now().getTime() + 13 * 3_600_000)));
    await ctx.app.rideAutopilot.tick();
    expect(await stream.nextEvent()).toBeNull();
  });

  it('a session ended on another instance closes the stream open here', async () => {
    const other = await secondInstance(ctx);
    try {
      const { rider, stream } = await watching();
      // The same browser (its cookie) signs out through the other instance.
      const res = await other.app.inject({
        method: 'GET',
        url: '/api/csrf',
        headers: { cookie: `escazo_session=${rider.token}` },
      });
      const csrf = res.json<{ token: string }>().token;
      const csrfCookie = ([] as string[])
        .concat(res.headers['set-cookie'] ?? [])
        .map((c) => c.split(';')[0]!)
        .join('; ');
      const out = await other.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: {
          cookie: [`escazo_session=${rider.token}`, csrfCookie].filter(Boolean).join('; '),
          'x-csrf-token': csrf,
          'content-type': 'application/json',
        },
        payload: '{}',
      });
      expect(out.statusCode, out.body).toBe(204);
      expect(await stream.ends()).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('a stream of a live session stays open', async () => {
    const { stream } = await watching();
    expect(await stream.ends(500)).toBe(false);
    await stream.cancel();
  });
});
