import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@escazo/contracts/auth';
import { setSessionUser } from './use-auth.ts';
import { queryKeys } from '../query-keys.ts';

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
  client.setQueryData(queryKeys.session.current(), { user: current });
  client.setQueryData(queryKeys.plans.list(), { plans: [{ id: 'secret' }] });
  client.setQueryData(queryKeys.bookings.trips(), { trips: [] });
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
    ).toEqual([queryKeys.session.current()]);
    expect(client.getQueryData(queryKeys.session.current())).toEqual({ user: user('ben') });
  });

  it('drops them on sign-out too', () => {
    const client = clientWith(user('ana'));
    setSessionUser(client, null);
    expect(client.getQueryData(queryKeys.plans.list())).toBeUndefined();
  });

  it('keeps the cache when the same user is only refreshed', () => {
    const client = clientWith(user('ana'));
    setSessionUser(client, { ...user('ana'), name: 'Ana Silva' });
    expect(client.getQueryData(queryKeys.plans.list())).toEqual({ plans: [{ id: 'secret' }] });
  });
});
