import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages } from '@escazo/contracts/messages';
import { validContactMessage } from '@escazo/contracts/test-support';
import { createTestContext, type TestContext } from '@server-test/helpers.ts';
import { contactMessages } from '@server/db/schema.ts';

// Mixed case on purpose: the server stores e-mail lower-cased.
const valid = validContactMessage({ email: 'Ana.Silva@Example.com' });

describe('POST /api/contact-messages', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Many requests from one address here; the form rate limit has its own test.
    ctx = await createTestContext({ rateLimit: { globalPerMinute: 10_000, formsPerTenMinutes: 1_000 } });
  });
  afterAll(() => ctx.close());

  const rowCount = async () => (await ctx.database.db.select({ n: count() }).from(contactMessages))[0]!.n;

  it('stores the message with a lower-cased e-mail and answers with a reference', async () => {
    const res = await ctx.client.post('/api/contact-messages', { ...valid, name: '  Ana Silva ' });
    expect(res.statusCode).toBe(201);
    const receipt = res.json();
    expect(receipt.reference).toMatch(/^ESC-[A-Z2-9]{8}$/);
    expect(new Date(receipt.receivedAt).getTime()).toBeLessThanOrEqual(Date.now());
    const [row] = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, receipt.id));
    expect(row).toMatchObject({
      reference: receipt.reference,
      name: 'Ana Silva',
      email: 'ana.silva@example.com',
      subject: valid.subject,
      message: valid.message,
      department: 'bookings',
      status: 'open',
    });
  });

  it('gives every message its own reference', async () => {
    const a = (await ctx.client.post('/api/contact-messages', valid)).json();
    const b = (await ctx.client.post('/api/contact-messages', valid)).json();
    expect(a.reference).not.toBe(b.reference);
  });

  it.each([
    ['name', 'A', 'contact.nameMin'],
    ['email', 'not-an-email', 'email.invalid'],
    ['subject', 'Help', 'contact.subjectMin'],
    ['message', 'Too short', 'contact.messageMin'],
    ['department', 'sales', 'contact.departmentRequired'],
    ['department', '', 'contact.departmentRequired'],
  ] as const)('answers an invalid %s (%j) with 400 %s and stores nothing', async (field, value, code) => {
    const before = await rowCount();
    const res = await ctx.client.post('/api/contact-messages', { ...valid, [field]: value });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual([{ path: field, code, message: validationMessages[code] }]);
    expect(error.message).toBe(validationMessages[code]);
    expect(await rowCount()).toBe(before);
  });

  it.each(['name', 'email', 'subject', 'message', 'department'] as const)(
    'answers a missing %s with 400 naming it',
    async (field) => {
      const before = await rowCount();
      const { [field]: _omit, ...rest } = valid;
      const res = await ctx.client.post('/api/contact-messages', rest);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.map((f: { path: string }) => f.path)).toEqual([field]);
      expect(await rowCount()).toBe(before);
    },
  );

  it('lists every invalid field at once', async () => {
    const res = await ctx.client.post('/api/contact-messages', {
      name: '',
      email: '',
      subject: '',
      message: '',
      department: '',
    });
    expect(res.statusCode).toBe(400);
    const paths = res
      .json()
      .error.fields.map((f: { path: string }) => f.path)
      .sort();
    expect(paths).toEqual(['department', 'email', 'message', 'name', 'subject']);
  });

  it.each([
    ['name', 121],
    ['subject', 201],
    ['message', 5001],
  ] as const)('refuses a %s of %i characters as too long', async (field, length) => {
    const before = await rowCount();
    const res = await ctx.client.post('/api/contact-messages', { ...valid, [field]: 'x'.repeat(length) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual([
      { path: field, code: 'field.tooLong', message: validationMessages['field.tooLong'] },
    ]);
    expect(await rowCount()).toBe(before);
  });

  it('ignores unknown fields: they are never stored', async () => {
    const res = await ctx.client.post('/api/contact-messages', {
      ...valid,
      status: 'closed',
      reference: 'ESC-HACKED00',
      id: crypto.randomUUID(),
    });
    expect(res.statusCode).toBe(201);
    const receipt = res.json();
    expect(receipt.reference).not.toBe('ESC-HACKED00');
    const [row] = await ctx.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.reference, receipt.reference));
    expect(row!.status).toBe('open');
    expect(row!.id).toBe(receipt.id);
  });

  it('refuses a request without the CSRF token and stores nothing', async () => {
    const before = await rowCount();
    const res = await ctx.client.request({ method: 'POST', url: '/api/contact-messages', payload: valid, csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('CSRF_INVALID');
    expect(await rowCount()).toBe(before);
  });
});

describe('POST /api/contact-messages rate limit', () => {
  it('answers 429 with Retry-After once an address has sent too many forms', async () => {
    const ctx = await createTestContext({ rateLimit: { globalPerMinute: 10_000, formsPerTenMinutes: 2 } });
    try {
      // The default hourly limit is the configured one per 10 minutes, times six.
      for (let i = 0; i < 12; i++) expect((await ctx.client.post('/api/contact-messages', valid)).statusCode).toBe(201);
      const res = await ctx.client.post('/api/contact-messages', valid);
      expect(res.statusCode).toBe(429);
      expect(res.json().error.code).toBe('RATE_LIMITED');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await ctx.close();
    }
  });
});
