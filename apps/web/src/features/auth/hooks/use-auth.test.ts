import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@escazo/contracts/auth';
import { sessionQueryKey } from '../api/get-session.ts';
import { setSessionUser } from './use-auth.ts';

const user = (id: string): PublicUser => ({
  id,
  email: `${id}@example.com`,
  name: id,
  avatarUrl: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

function clientWith(current: PublicUser | null) {
  const client = new QueryClient();
  client.setQueryData(sessionQueryKey, { user: current });
  client.setQueryData(['plans', 'list'], { plans: [{ id: 'secret' }] });
  client.setQueryData(['bookings', 'trips'], { trips: [] });
  return client;
}

describe('setSessionUser', () => {
  it('drops every cached query but the session when another user signs in', () => {
    const client = clientWith(user('ana'));
    setSessionUser(client, user('ben'));
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((q) => q.queryKey),
    ).toEqual([sessionQueryKey]);
    expect(client.getQueryData(sessionQueryKey)).toEqual({ user: user('ben') });
  });

  it('drops them on sign-out too', () => {
    const client = clientWith(user('ana'));
    setSessionUser(client, null);
    expect(client.getQueryData(['plans', 'list'])).toBeUndefined();
  });

  it('keeps the cache when the same user is only refreshed', () => {
    const client = clientWith(user('ana'));
    setSessionUser(client, { ...user('ana'), name: 'Ana Silva' });
    expect(client.getQueryData(['plans', 'list'])).toEqual({ plans: [{ id: 'secret' }] });
  });
});
