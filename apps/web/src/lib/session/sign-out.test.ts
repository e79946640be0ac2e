import { afterEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@escazo/contracts/auth';
import { signOutMutation } from './sign-out.ts';
import { queryKeys } from '../query-keys.ts';

const ana: PublicUser = {
  id: 'ana',
  email: 'ana@example.com',
  name: 'Ana',
  avatarUrl: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const session = queryKeys.session.current();

/** A signed-in cache, a server answering the sign-out with `status`, and the session each request was sent under. */
function setUp(status: number) {
  const client = new QueryClient();
  client.setQueryData(session, { user: ana });
  client.setQueryData(queryKeys.bookings.list(), { bookings: [{ id: 'secret' }] });
  const sentUnder: [string, unknown][] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      sentUnder.push([url, client.getQueryData(session)]);
      if (url === '/api/csrf') return Promise.resolve(Response.json({ token: 't' }));
      return Promise.resolve(status === 204 ? new Response(null, { status }) : Response.json({}, { status }));
    }),
  );
  const steps = { leave: vi.fn(), done: vi.fn(), failed: vi.fn() };
  const observer = new MutationObserver(client, signOutMutation(client, steps));
  return { client, sentUnder, steps, signOut: () => observer.mutate().catch(() => undefined) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signOutMutation', () => {
  it('reads signed out and leaves before the server is asked, then drops the user’s data', async () => {
    const { client, sentUnder, steps, signOut } = setUp(204);
    await signOut();
    expect(sentUnder.find(([url]) => url === '/api/auth/sign-out')).toEqual(['/api/auth/sign-out', { user: null }]);
    expect(steps.leave.mock.invocationCallOrder[0]).toBeLessThan(steps.done.mock.invocationCallOrder[0]!);
    expect(client.getQueryData(queryKeys.bookings.list())).toBeUndefined();
    expect(client.getQueryData(session)).toEqual({ user: null });
    expect(steps.failed).not.toHaveBeenCalled();
  });

  it('gives the session back when the server could not sign out', async () => {
    const { client, steps, signOut } = setUp(500);
    await signOut();
    expect(client.getQueryData(session)).toEqual({ user: ana });
    expect(client.getQueryData(queryKeys.bookings.list())).toEqual({ bookings: [{ id: 'secret' }] });
    expect(steps.failed).toHaveBeenCalledOnce();
    expect(steps.done).not.toHaveBeenCalled();
  });
});
