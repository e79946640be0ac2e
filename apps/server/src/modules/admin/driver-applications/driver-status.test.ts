import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverProfiles } from '@server/db/schema.ts';
import { createTestContext, TestClient, type TestContext } from '@server-test/helpers.ts';
import { clientWithRole } from '../test-support.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/me/driver', () => {
  it('answers 200 with whether the caller has a driver profile (signed out is no)', async () => {
    expect((await new TestClient(ctx.app).get('/api/me/driver')).json()).toEqual({ driver: false });
    const plain = await clientWithRole(ctx, null, 'driver-status-plain');
    const driver = await clientWithRole(ctx, null, 'driver-status-driver');
    await ctx.database.db.insert(driverProfiles).values({
      userId: driver.user.id,
      vehicleMake: 'tesla',
      vehicleModel: 'Model 3',
      vehicleYear: '2023',
      city: 'Providence',
    });
    const plainRes = await plain.client.get('/api/me/driver');
    expect(plainRes.statusCode).toBe(200);
    expect(plainRes.headers['cache-control']).toBe('no-store');
    expect(plainRes.json()).toEqual({ driver: false });
    expect((await driver.client.get('/api/me/driver')).json()).toEqual({ driver: true });
  });
});
