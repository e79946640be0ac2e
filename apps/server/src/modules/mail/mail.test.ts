import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, createTestContext, type TestContext } from '@server-test/helpers.ts';
import { sendMail } from './mailer.ts';

describe('mail and the dev mailbox', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('keeps every message and lists it newest first, as JSON per address and as an HTML page', async () => {
    const to = `mailbox-${Date.now()}@example.com`;
    await sendMail(ctx.database.db, ctx.config, { to, subject: 'First', text: 'one', kind: 'test' }, new Date());
    await new Promise((r) => setTimeout(r, 5));
    await sendMail(
      ctx.database.db,
      ctx.config,
      {
        to: to.toUpperCase(),
        subject: 'Second <b>',
        text: 'Open http://localhost/x?token=abc now',
        kind: 'test',
      },
      new Date(),
    );

    const json = await new TestClient(ctx.app).get(`/api/dev/mailbox?to=${encodeURIComponent(to.toUpperCase())}`);
    expect(json.statusCode).toBe(200);
    const { messages } = json.json();
    expect(messages.map((m: { subject: string }) => m.subject)).toEqual(['Second <b>', 'First']);
    expect(messages[0]).toMatchObject({ to, kind: 'test', sentAt: null });

    const page = await new TestClient(ctx.app).get('/dev/mailbox');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Second &lt;b&gt;');
    expect(page.body).toContain('<a href="http://localhost/x?token=abc">');
    expect(page.body.indexOf('Second')).toBeLessThan(page.body.indexOf('First'));
  });

  it('is not served in production', async () => {
    const prod = await createTestContext({ env: 'production' });
    try {
      expect((await prod.client.get('/api/dev/mailbox?to=a@b.co')).statusCode).toBe(404);
      expect((await prod.client.get('/dev/mailbox')).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
