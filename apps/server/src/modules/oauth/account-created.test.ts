import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDriver, type TestContext } from '@server-test/helpers.ts';
import { uniqueEmail } from '../auth/test-support.ts';
import { secondFactorSteps } from '../two-factor/public.ts';
import { signInWithProvider } from './service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const client = { ip: '127.0.0.1', userAgent: 'vitest' };

describe(`the account-created hook of a social sign-in (${testDriver})`, () => {
  it('runs once, for the account a first social sign-in creates, and never for a returning one', async () => {
    const created: { id: string; email: string }[] = [];
    const deps = {
      db: ctx.database.db,
      clock: ctx.app.clock,
      config: ctx.config,
      secondFactor: secondFactorSteps,
      onAccountCreated: async (_db: unknown, user: { id: string; email: string }) => void created.push(user),
    };
    const email = uniqueEmail('social-driver');
    const profile = { subject: `g-${Date.now()}`, email, emailVerified: true, name: 'Dana Driver' };
    const first = await signInWithProvider(deps, 'google', profile, false, client);
    expect(first.kind).toBe('session');
    expect(created).toEqual([expect.objectContaining({ email })]);
    await signInWithProvider(deps, 'google', profile, false, client);
    expect(created).toHaveLength(1);
  });
});
