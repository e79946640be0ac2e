import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDriver, type TestContext } from '@server-test/helpers.ts';
import { signedUpClient, uniqueEmail } from '../auth/test-support.ts';
import { OAuthFailure, resolveAccount } from './service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const closed = async () => false;

describe(`social sign-in while sign-ups are closed (${testDriver})`, () => {
  it('creates no new account, and still signs in an account that exists', async () => {
    const db = ctx.database.db;
    const email = uniqueEmail('social-new');
    await expect(
      resolveAccount(db, 'google', { subject: 'g-new-1', email, emailVerified: true, name: 'New Person' }, closed),
    ).rejects.toEqual(new OAuthFailure('signups_closed'));

    const existing = await signedUpClient(ctx, uniqueEmail('social-existing'));
    const linked = await resolveAccount(
      db,
      'google',
      { subject: 'g-existing-1', email: existing.email, emailVerified: true, name: null },
      closed,
    );
    expect(linked).toMatchObject({ via: 'email', user: { id: existing.user.id } });
    const again = await resolveAccount(
      db,
      'google',
      { subject: 'g-existing-1', email: existing.email, emailVerified: true, name: null },
      closed,
    );
    expect(again).toMatchObject({ via: 'link', user: { id: existing.user.id } });

    const open = await resolveAccount(
      db,
      'google',
      { subject: 'g-new-1', email, emailVerified: true, name: 'New Person' },
      async () => true,
    );
    expect(open.via).toBe('new');
  });
});
