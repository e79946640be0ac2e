import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpClient } from '@server/modules/auth/test-support.ts';
import { TestClient, createTestContext, type TestContext } from './helpers.ts';

const PASSWORD = 'Blue-Harbour-Lantern-42';
let counter = 0;
const email = () => `ctl-${Date.now()}-${++counter}@example.com`;

describe('control characters in text fields are a 400 with the field, never a 500', () => {
  let ctx: TestContext;
  let user: TestClient;
  beforeAll(async () => {
    ctx = await createTestContext({ rateLimit: { globalPerMinute: 1000, formsPerTenMinutes: 1000 } });
    ({ client: user } = await signedUpClient(ctx, email(), PASSWORD));
  });
  afterAll(() => ctx.close());

  const expectFieldRefused = (
    res: { statusCode: number; json(): { error: { code: string; fields?: { path: string; code: string }[] } } },
    path: string,
  ) => {
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.fields).toContainEqual(expect.objectContaining({ path, code: 'field.controlCharacters' }));
  };

  it('refuses a NUL in the profile bio, and keeps line breaks there', async () => {
    expectFieldRefused(
      await user.request({ method: 'PATCH', url: '/api/me/profile', payload: { bio: 'a\u0000b' } }),
      'bio',
    );
    expectFieldRefused(
      await user.request({ method: 'PATCH', url: '/api/me/profile', payload: { bio: 'a\u007fb' } }),
      'bio',
    );
    const ok = await user.request({ method: 'PATCH', url: '/api/me/profile', payload: { bio: 'line one\nline two' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().bio).toBe('line one\nline two');
    expectFieldRefused(
      await user.request({ method: 'PATCH', url: '/api/me/profile', payload: { firstName: 'An\nna' } }),
      'firstName',
    );
  });

  it('refuses a NUL in the sign-up name', async () => {
    const res = await new TestClient(ctx.app).post('/api/auth/sign-up', {
      fullName: 'Ana\u0000B',
      email: email(),
      password: PASSWORD,
    });
    expectFieldRefused(res, 'fullName');
  });

  it('refuses a NUL in a contact message', async () => {
    const res = await user.post('/api/contact-messages', {
      name: 'Ana Contact',
      email: email(),
      subject: 'Hello there',
      message: 'A long enough message\u0000 here',
      department: 'other',
    });
    expectFieldRefused(res, 'message');
  });

  it('refuses a NUL in a driver application', async () => {
    const res = await user.post('/api/driver-applications', {
      firstName: 'Dri\u0001ver',
      lastName: 'Person',
      email: email(),
      phoneNumber: '+1 555 123 4567',
      city: 'Austin',
      state: 'CA',
      vehicleMake: 'tesla',
      vehicleModel: 'Model 3',
      vehicleYear: '2022',
      termsAgreed: true,
    });
    expectFieldRefused(res, 'firstName');
  });

  it('refuses a NUL in a card holder name', async () => {
    const res = await user.post('/api/me/payment-methods', {
      holderName: 'Ana\u0000Card',
      number: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: 2099,
      cvc: '123',
    });
    expectFieldRefused(res, 'holderName');
  });
});
