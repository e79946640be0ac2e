import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SecurityEvent, SecurityEventsPage } from '@escazo/contracts/admin';
import { authEvents } from '@server/db/schema.ts';
import { TestClient, createTestContext, testDriver, type TestContext } from '@server-test/helpers.ts';
import { signedUpClient, uniqueEmail } from '../../auth/test-support.ts';
import { clientWithRole } from '../test-support.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof clientWithRole>>;
let target: Awaited<ReturnType<typeof signedUpClient>>;

beforeAll(async () => {
  ctx = await createTestContext({ rateLimit: { globalPerMinute: 10_000, formsPerTenMinutes: 1000 } });
  admin = await clientWithRole(ctx, 'User Manager', 'secadmin');
  target = await signedUpClient(ctx, uniqueEmail('target'));
});
afterAll(() => ctx.close());

/** Inserts events for the target at exact timestamps (microseconds kept, as PostgreSQL stores them). */
async function insertEvents(rows: { type: string; outcome: string; at: string; userAgent?: string }[]) {
  for (const row of rows) {
    await ctx.database.db.execute(sql`
      insert into ${authEvents} (user_id, email, type, outcome, ip_address, user_agent, details, created_at)
      values (${target.user.id}, ${target.email}, ${row.type}, ${row.outcome}, '198.51.100.7', ${row.userAgent ?? 'test-agent'}, '{"note":"seeded"}'::jsonb, ${row.at}::timestamptz)`);
  }
}

const page = async (query: string) => {
  const res = await admin.client.get(`/api/admin/security-events?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SecurityEventsPage>();
};

describe(`GET /api/admin/security-events (${testDriver})`, () => {
  it('shows real events with the documented action names, user, risk and client', async () => {
    const failed = await new TestClient(ctx.app).post('/api/auth/sign-in', {
      email: target.email,
      password: 'Wrong-Password-123',
      rememberMe: false,
    });
    expect(failed.statusCode).toBe(401);
    const { events } = await page(`userId=${target.user.id}&limit=5`);
    const [newest] = events;
    expect(newest).toMatchObject({
      userId: target.user.id,
      userEmail: target.email,
      userName: 'Ana Traveller',
      action: 'SIGN_IN_FAILED',
      resource: 'session',
      success: false,
      riskLevel: 'high',
      ipAddress: '127.0.0.1',
      userAgent: 'lightMyRequest',
    });
    expect(events.map((e) => e.action)).toContain('SIGN_UP');
    expect(events.find((e) => e.action === 'SIGN_UP')).toMatchObject({
      success: true,
      riskLevel: 'low',
      resource: 'account',
    });
  });

  it('pages by a keyset cursor without skipping or repeating events of the same instant', async () => {
    await insertEvents([
      ...Array.from({ length: 5 }, () => ({ type: 'sign_out', outcome: 'success', at: '2025-03-10T08:00:00.123456Z' })),
      { type: 'sign_out', outcome: 'success', at: '2025-03-10T08:00:00.123999Z' },
      { type: 'sign_out', outcome: 'success', at: '2025-03-10T08:00:00.123001Z' },
    ]);
    const all = (await page(`userId=${target.user.id}&action=SIGN_OUT&limit=100`)).events;
    expect(all).toHaveLength(7);
    const seen: SecurityEvent[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const next: SecurityEventsPage = await page(
        `userId=${target.user.id}&action=SIGN_OUT&limit=2${cursor ? `&before=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...next.events);
      cursor = next.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(4);
    expect(seen.map((e) => e.id)).toEqual(all.map((e) => e.id));
    // Newest first: timestamp, then id.
    expect(all[0]!.timestamp).toBe('2025-03-10T08:00:00.123Z');
    expect(all.slice(1, 6).map((e) => e.id)).toEqual([...all.slice(1, 6).map((e) => e.id)].sort((a, b) => b - a));
  });

  it('answers 50 events by default, then more', async () => {
    await insertEvents(
      Array.from({ length: 55 }, (_, i) => ({
        type: 'data_export',
        outcome: 'success',
        at: `2025-04-01T10:${String(i).padStart(2, '0')}:00Z`,
      })),
    );
    const first = await page(`userId=${target.user.id}&action=DATA_EXPORT`);
    expect(first.events).toHaveLength(50);
    expect(first.nextCursor).not.toBeNull();
    const second = await page(
      `userId=${target.user.id}&action=DATA_EXPORT&before=${encodeURIComponent(first.nextCursor!)}`,
    );
    expect(second.events).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
  });

  it('filters by risk, action and UTC day range', async () => {
    await insertEvents([
      { type: 'lockout', outcome: 'locked', at: '2025-06-01T23:59:59Z' },
      { type: 'account_deleted', outcome: 'success', at: '2025-06-02T00:00:00Z' },
      { type: 'session_revoked', outcome: 'success', at: '2025-06-02T12:00:00Z' },
      { type: 'two_factor_verify', outcome: 'failure', at: '2025-06-03T00:00:00Z' },
      { type: 'password_change', outcome: 'failure', at: '2025-06-03T01:00:00Z' },
    ]);
    const june = `userId=${target.user.id}&from=2025-06-01&to=2025-06-03`;
    const actions = async (query: string) => (await page(query)).events.map((e) => e.action);
    expect(await actions(june)).toEqual([
      'PASSWORD_CHANGE_FAILED',
      'TWO_FACTOR_VERIFY_FAILED',
      'SESSION_REVOKED',
      'ACCOUNT_DELETED',
      'LOCKOUT',
    ]);
    expect(await actions(`${june}&risk=high`)).toEqual(['TWO_FACTOR_VERIFY_FAILED', 'LOCKOUT']);
    expect(await actions(`${june}&risk=medium`)).toEqual(['SESSION_REVOKED', 'ACCOUNT_DELETED']);
    expect(await actions(`${june}&risk=low`)).toEqual(['PASSWORD_CHANGE_FAILED']);
    expect(await actions(`userId=${target.user.id}&from=2025-06-02&to=2025-06-02`)).toEqual([
      'SESSION_REVOKED',
      'ACCOUNT_DELETED',
    ]);
    expect(await actions(`userId=${target.user.id}&action=LOCKOUT`)).toEqual(['LOCKOUT']);
  });

  it('refuses malformed filters with a typed 400, and callers without security:read with 403', async () => {
    for (const query of [
      'from=2025-06-03&to=2025-06-01',
      'before=yesterday',
      'before=2025-02-30T10:00:00Z_5',
      'before=2025-02-01T25:00:00Z_5',
      'risk=extreme',
      'limit=500',
      'action=sign_in',
      'from=2025-02-30',
    ]) {
      const res = await admin.client.get(`/api/admin/security-events?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    const agent = await clientWithRole(ctx, 'Support Agent', 'agent');
    expect((await agent.client.get('/api/admin/security-events')).statusCode).toBe(403);
  });
});

describe(`GET /api/admin/security-events.csv (${testDriver})`, () => {
  it('downloads the filtered events as a formula-safe CSV attachment', async () => {
    await insertEvents([
      {
        type: 'sign_in',
        outcome: 'failure',
        at: '2025-08-01T09:00:00Z',
        userAgent: '=HYPERLINK("http://evil.example")',
      },
    ]);
    const res = await admin.client.get(
      `/api/admin/security-events.csv?userId=${target.user.id}&from=2025-08-01&to=2025-08-01`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="escazo-security-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      'id,timestamp,action,riskLevel,success,userId,userEmail,userName,resource,ipAddress,userAgent,details',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(
      `,2025-08-01T09:00:00.000Z,SIGN_IN_FAILED,high,false,${target.user.id},${target.email},Ana Traveller,session,198.51.100.7,`,
    );
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    const bad = await admin.client.get('/api/admin/security-events.csv?risk=nope');
    expect(bad.statusCode).toBe(400);
  });
});
