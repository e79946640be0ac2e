import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validContactMessage } from '@escazo/contracts/test-support';
import { TestClient, createTestContext, type TestContext } from '@server-test/helpers.ts';
import { clientWithRole } from '@server/modules/admin/test-support.ts';

/**
 * One truth for the contact form's limit: the site setting governs it, and until an administrator
 * saves one its default is FORM_RATE_LIMIT_MAX × 6 per hour, not FORM_RATE_LIMIT_MAX per 10 minutes.
 */
describe('the contact form limit', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ rateLimit: { globalPerMinute: 10_000, formsPerTenMinutes: 2 } });
  });
  afterAll(() => ctx.close());

  it('defaults to six times FORM_RATE_LIMIT_MAX per hour, as the Settings tab shows', async () => {
    const root = await clientWithRole(ctx, 'Super Admin', 'limits-root');
    const shown = (await root.client.get('/api/admin/settings')).json<{ contactFormPerHour: number }>();
    expect(shown.contactFormPerHour).toBe(12);

    const sender = new TestClient(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++)
      statuses.push((await sender.post('/api/contact-messages', validContactMessage())).statusCode);
    expect(statuses.slice(0, 12)).toEqual(Array(12).fill(201));
    expect(statuses[12]).toBe(429);
  });
});
