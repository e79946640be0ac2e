import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMessage, AdminMessageDetail, AdminMessageList } from '@escazo/contracts/admin';
import { mailMessages } from '@server/db/schema.ts';
import { createTestContext, TestClient, type TestContext } from '@server-test/helpers.ts';
import { uniqueEmail } from '../../auth/test-support.ts';
import { clientWithPermissions, clientWithRole, eventsOfType } from '../test-support.ts';

let ctx: TestContext;
let agent: Awaited<ReturnType<typeof clientWithRole>>;

beforeAll(async () => {
  ctx = await createTestContext({ rateLimit: { globalPerMinute: 10_000, formsPerTenMinutes: 1000 } });
  agent = await clientWithRole(ctx, 'Support Agent', 'agent');
});
afterAll(() => ctx.close());

/** Sends a message through the public contact form; returns its id and the sender's e-mail. */
async function contact(overrides: Record<string, string> = {}) {
  const email = uniqueEmail('sender');
  const body = {
    name: 'Sam Sender',
    email,
    subject: 'Where is my refund?',
    message: 'I cancelled last week.\nNo refund yet.',
    department: 'billing',
    ...overrides,
  };
  const res = await new TestClient(ctx.app).post('/api/contact-messages', body);
  expect(res.statusCode, res.body).toBe(201);
  return {
    id: res.json<{ id: string }>().id,
    reference: res.json<{ reference: string }>().reference,
    email: body.email,
  };
}

const patch = (client: TestClient, id: string, payload: object) =>
  client.request({ method: 'PATCH', url: `/api/admin/messages/${id}`, payload });
const list = async (query: string) => {
  const res = await agent.client.get(`/api/admin/messages?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminMessageList>();
};

describe('GET /api/admin/messages', () => {
  it('filters by department and status, searches name, e-mail, subject and reference, and pages newest first', async () => {
    const tag = `Quokka${Date.now()}`;
    const billing = await contact({ subject: `${tag} invoice question` });
    const technical = await contact({ subject: `${tag} app crash`, department: 'technical' });
    expect((await list(`q=${tag.toLowerCase()}`)).messages.map((m) => m.id)).toEqual([technical.id, billing.id]);
    expect((await list(`q=${tag}&department=technical`)).messages.map((m) => m.id)).toEqual([technical.id]);
    expect((await list(`q=${billing.reference}`)).messages.map((m) => m.id)).toEqual([billing.id]);
    expect((await list(`q=${billing.email.toUpperCase()}`)).messages.map((m) => m.id)).toEqual([billing.id]);
    const page = await list(`q=${tag}&pageSize=1&page=2`);
    expect(page).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page.messages[0]).toMatchObject({
      id: billing.id,
      name: 'Sam Sender',
      department: 'billing',
      status: 'open',
      repliesCount: 0,
      message: 'I cancelled last week.\nNo refund yet.',
    });
    expect((await list(`q=${tag}&status=closed`)).total).toBe(0);
  });

  it('refuses an unknown department and accounts without messages:read', async () => {
    expect((await agent.client.get('/api/admin/messages?department=sales')).statusCode).toBe(400);
    const userManager = await clientWithRole(ctx, 'User Manager', 'um');
    const res = await userManager.client.get('/api/admin/messages');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
    expect((await agent.client.get(`/api/admin/messages/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('replying and closing', () => {
  it('e-mails the reply to the sender, stores it under the message, marks the message answered and audits it', async () => {
    const sent = await contact();
    const res = await agent.client.post(`/api/admin/messages/${sent.id}/replies`, {
      body: 'Your refund left us on Monday.\nIt shows within 5 days.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const detail = res.json<AdminMessageDetail>();
    expect(detail.message).toMatchObject({ id: sent.id, status: 'answered', repliesCount: 1 });
    expect(detail.replies).toEqual([
      {
        id: expect.any(String),
        body: 'Your refund left us on Monday.\nIt shows within 5 days.',
        author: { id: agent.user.id, name: 'Ana Traveller', email: agent.email },
        sentAt: expect.any(String),
      },
    ]);
    expect((await agent.client.get(`/api/admin/messages/${sent.id}`)).json<AdminMessageDetail>()).toEqual(detail);

    const mails = await ctx.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.to, sent.email), eq(mailMessages.kind, 'contact-reply')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Re: Where is my refund? [${sent.reference}]`);
    expect(mails[0]!.text).toContain('Your refund left us on Monday.');
    expect(mails[0]!.text).toContain('> I cancelled last week.');

    const event = (await eventsOfType(ctx, 'contact_message_replied')).find(
      (e) => (e.details as { resource: string }).resource === `contact_message:${sent.id}`,
    );
    expect(event!.details).toMatchObject({
      reference: sent.reference,
      to: sent.email,
      replyId: detail.replies[0]!.id,
      actorId: agent.user.id,
      actorEmail: agent.email,
    });
  });

  it('changes the status, audited; a reply to a closed message is sent and leaves it closed', async () => {
    const sent = await contact();
    const closed = await patch(agent.client, sent.id, { status: 'closed' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<AdminMessage>().status).toBe('closed');
    const event = (await eventsOfType(ctx, 'contact_message_status_changed')).find(
      (e) => (e.details as { resource: string }).resource === `contact_message:${sent.id}`,
    );
    expect(event!.details).toMatchObject({ from: 'open', to: 'closed', actorId: agent.user.id });

    const reply = await agent.client.post(`/api/admin/messages/${sent.id}/replies`, { body: 'One more thing.' });
    expect(reply.statusCode).toBe(201);
    expect(reply.json<AdminMessageDetail>().message).toMatchObject({ status: 'closed', repliesCount: 1 });
    const reopened = await patch(agent.client, sent.id, { status: 'open' });
    expect(reopened.json<AdminMessage>().status).toBe('open');
  });

  it('refuses an empty reply, an unknown status, an unknown message and a reader without messages:manage', async () => {
    const sent = await contact();
    const empty = await agent.client.post(`/api/admin/messages/${sent.id}/replies`, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual([
      { path: 'body', code: 'admin.replyRequired', message: 'Please write a reply' },
    ]);
    expect((await patch(agent.client, sent.id, { status: 'spam' })).statusCode).toBe(400);
    expect(
      (await agent.client.post(`/api/admin/messages/${crypto.randomUUID()}/replies`, { body: 'Hello' })).statusCode,
    ).toBe(404);
    expect((await patch(agent.client, crypto.randomUUID(), { status: 'closed' })).statusCode).toBe(404);

    const reader = await clientWithPermissions(ctx, 'Message Reader', ['messages:read'], 'reader');
    expect((await reader.client.get(`/api/admin/messages/${sent.id}`)).statusCode).toBe(200);
    const refused = await reader.client.post(`/api/admin/messages/${sent.id}/replies`, { body: 'Hello' });
    expect(refused.statusCode).toBe(403);
    expect((await patch(reader.client, sent.id, { status: 'closed' })).statusCode).toBe(403);
    expect((await agent.client.get(`/api/admin/messages/${sent.id}`)).json<AdminMessageDetail>().message).toMatchObject(
      { status: 'open', repliesCount: 0 },
    );
  });
});
