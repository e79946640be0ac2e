import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages } from '@escazo/contracts/messages';
import { validDriverApplication } from '@escazo/contracts/test-support';
import { createTestContext, type TestContext } from '@server-test/helpers.ts';
import { driverApplications } from '@server/db/schema.ts';

let serial = 0;
/** A valid application with its own e-mail address; overrides win. */
const application = (overrides: Record<string, unknown> = {}) =>
  validDriverApplication({ email: `maria.${++serial}@example.com`, ...overrides });

describe('POST /api/driver-applications', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Many requests from one address here; the form rate limit has its own test.
    ctx = await createTestContext({ rateLimit: { globalPerMinute: 10_000, formsPerTenMinutes: 1_000 } });
  });
  afterAll(() => ctx.close());

  const rowCount = async () => (await ctx.database.db.select({ n: count() }).from(driverApplications))[0]!.n;
  const rowsFor = (email: string) =>
    ctx.database.db.select().from(driverApplications).where(eq(driverApplications.email, email));

  it('stores the application with a lower-cased e-mail and answers with a receipt', async () => {
    const body = application({
      email: 'Jo.Driver@Example.COM',
      firstName: ' Jo ',
      drivingExperience: '3-5',
      whyJoin: ' I drive an EV already. ',
    });
    const res = await ctx.client.post('/api/driver-applications', body);
    expect(res.statusCode).toBe(201);
    const receipt = res.json();
    expect(receipt).toEqual({ id: expect.any(String), status: 'received', submittedAt: expect.any(String) });
    const rows = await rowsFor('jo.driver@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: receipt.id,
      firstName: 'Jo',
      lastName: 'Lopez',
      email: 'jo.driver@example.com',
      phoneNumber: '+1 (401) 555-0100',
      city: 'Providence',
      state: 'RI',
      vehicleMake: 'tesla',
      vehicleModel: 'Model 3',
      vehicleYear: '2022',
      drivingExperience: '3-5',
      whyJoin: 'I drive an EV already.',
      status: 'new',
      previousApplicationId: null,
    });
  });

  it('stores empty optional fields as absent', async () => {
    const body = application({ drivingExperience: '', whyJoin: '' });
    expect((await ctx.client.post('/api/driver-applications', body)).statusCode).toBe(201);
    const [row] = await rowsFor(body.email);
    expect(row!.drivingExperience).toBeNull();
    expect(row!.whyJoin).toBeNull();
  });

  it.each([
    ['firstName', 'M', 'driver.firstName'],
    ['lastName', 'L', 'driver.lastName'],
    ['email', 'maria@', 'email.invalid'],
    ['phoneNumber', '555-0100', 'driver.phone'],
    ['city', 'P', 'driver.city'],
    ['state', 'NY', 'driver.state'],
    ['vehicleMake', 'toyota', 'driver.vehicleMake'],
    ['vehicleModel', 'X', 'driver.vehicleModel'],
    ['vehicleYear', '202', 'driver.vehicleYear'],
    ['vehicleYear', '1989', 'driver.vehicleYearRange'],
    ['vehicleYear', 'abcd', 'driver.vehicleYearRange'],
    ['vehicleYear', '2000 model', 'driver.vehicleYearRange'],
    ['vehicleYear', String(new Date().getUTCFullYear() + 2), 'driver.vehicleYearRange'],
    ['termsAgreed', false, 'driver.terms'],
    ['drivingExperience', 'forever', 'field.invalid'],
  ] as const)('answers an invalid %s (%j) with 400 %s and stores nothing', async (field, value, code) => {
    const before = await rowCount();
    const res = await ctx.client.post('/api/driver-applications', application({ [field]: value }));
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual([{ path: field, code, message: validationMessages[code] }]);
    expect(await rowCount()).toBe(before);
  });

  it.each([
    ['firstName', 81],
    ['lastName', 81],
    ['city', 101],
    ['vehicleModel', 81],
    ['whyJoin', 2001],
  ] as const)('refuses a %s of %i characters as too long', async (field, length) => {
    const before = await rowCount();
    const res = await ctx.client.post('/api/driver-applications', application({ [field]: 'x'.repeat(length) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual([
      { path: field, code: 'field.tooLong', message: validationMessages['field.tooLong'] },
    ]);
    expect(await rowCount()).toBe(before);
  });

  it('takes the documented drivingExperience field and stores it under that name', async () => {
    for (const drivingExperience of ['none', 'less-than-1', '1-2', '3-5', '5+']) {
      const body = application({ drivingExperience });
      expect((await ctx.client.post('/api/driver-applications', body)).statusCode).toBe(201);
      expect((await rowsFor(body.email))[0]!.drivingExperience).toBe(drivingExperience);
    }
  });

  it('accepts any vehicle year of at least four characters that is a model year from 1990 to next year', async () => {
    const nextYear = String(new Date().getUTCFullYear() + 1);
    for (const vehicleYear of ['1990', ' 2015 ', nextYear]) {
      const body = application({ vehicleYear });
      expect((await ctx.client.post('/api/driver-applications', body)).statusCode).toBe(201);
      expect((await rowsFor(body.email))[0]!.vehicleYear).toBe(vehicleYear.trim());
    }
  });

  it('accepts a second application from the same address, in any letter case, and marks it as a repeat', async () => {
    const first = await ctx.client.post('/api/driver-applications', application({ email: 'twice@example.com' }));
    expect(first.statusCode).toBe(201);
    const second = await ctx.client.post(
      '/api/driver-applications',
      application({ email: 'TWICE@Example.com', firstName: 'Other' }),
    );
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual({ id: expect.any(String), status: 'received', submittedAt: expect.any(String) });
    const third = await ctx.client.post(
      '/api/driver-applications',
      application({ email: 'twice@example.com', firstName: 'Third' }),
    );
    expect(third.statusCode).toBe(201);
    const rows = await rowsFor('twice@example.com');
    const byName = Object.fromEntries(rows.map((r) => [r.firstName, r]));
    expect(Object.keys(byName).sort()).toEqual(['Maria', 'Other', 'Third']);
    expect(byName.Maria!.previousApplicationId).toBeNull();
    expect(byName.Other!.previousApplicationId).toBe(first.json().id);
    expect(byName.Third!.previousApplicationId).toBe(second.json().id);
  });

  it('stores both of two simultaneous applications from one address, one of them marked as the repeat', async () => {
    const body = application({ email: 'race@example.com' });
    const codes = (await Promise.all([1, 2].map(() => ctx.client.post('/api/driver-applications', body)))).map(
      (r) => r.statusCode,
    );
    expect(codes).toEqual([201, 201]);
    const rows = await rowsFor('race@example.com');
    expect(rows).toHaveLength(2);
    const ids = rows.map((r) => r.id);
    expect(rows.map((r) => r.previousApplicationId).filter((id) => id !== null)).toEqual([expect.toBeOneOf(ids)]);
  });

  it('ignores unknown fields: they are never stored', async () => {
    const body = application({ status: 'approved', id: crypto.randomUUID() });
    const res = await ctx.client.post('/api/driver-applications', body);
    expect(res.statusCode).toBe(201);
    const [row] = await rowsFor(body.email);
    expect(row!.status).toBe('new');
    expect(row!.id).toBe(res.json().id);
  });

  it('refuses a request without the CSRF token and stores nothing', async () => {
    const before = await rowCount();
    const body = application();
    const res = await ctx.client.request({
      method: 'POST',
      url: '/api/driver-applications',
      payload: body,
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('CSRF_INVALID');
    expect(await rowCount()).toBe(before);
    expect(await rowsFor(body.email)).toHaveLength(0);
  });
});
