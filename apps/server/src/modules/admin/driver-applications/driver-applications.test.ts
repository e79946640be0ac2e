import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminDriverApplication,
  AdminDriverApplicationDetail,
  AdminDriverApplicationList,
} from '@escazo/contracts/admin';
import { validDriverApplication } from '@escazo/contracts/test-support';
import { driverProfiles, mailMessages, roles, userRoles } from '@server/db/schema.ts';
import { createTestContext, TestClient, type TestContext } from '@server-test/helpers.ts';
import { signedUpClient, uniqueEmail } from '../../auth/test-support.ts';
import { clientWithRole, eventsOfType } from '../test-support.ts';

let ctx: TestContext;
let reviewer: Awaited<ReturnType<typeof clientWithRole>>;
let supportAgent: Awaited<ReturnType<typeof clientWithRole>>;

beforeAll(async () => {
  ctx = await createTestContext({ rateLimit: { globalPerMinute: 10_000, formsPerTenMinutes: 1000 } });
  reviewer = await clientWithRole(ctx, 'Super Admin', 'reviewer');
  supportAgent = await clientWithRole(ctx, 'Support Agent', 'agent');
});
afterAll(() => ctx.close());

/** Submits an application through the public form as a visitor; returns its id. */
async function apply(overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await new TestClient(ctx.app).post(
    '/api/driver-applications',
    validDriverApplication({ email: uniqueEmail('driver'), ...overrides }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

const patch = (client: TestClient, url: string, payload: object) => client.request({ method: 'PATCH', url, payload });
const detail = async (id: string) =>
  (await reviewer.client.get(`/api/admin/driver-applications/${id}`)).json<AdminDriverApplicationDetail>();
const mailsTo = (email: string, kind: string) =>
  ctx.database.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.to, email), eq(mailMessages.kind, kind)));

async function roleOf(userId: string): Promise<string | null> {
  const [row] = await ctx.database.db
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  return row?.name ?? null;
}

describe('GET /api/admin/driver-applications', () => {
  it('lists newest first with the details as stored, marks repeats, filters by status, searches and pages', async () => {
    const tag = `Zed${Date.now()}`;
    const email = uniqueEmail('repeat');
    const first = await apply({ email, lastName: tag });
    const second = await apply({ email: email.toUpperCase(), lastName: tag, vehicleModel: 'Ioniq 5' });

    const res = await reviewer.client.get(`/api/admin/driver-applications?q=${tag.toLowerCase()}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AdminDriverApplicationList>();
    expect(body.total).toBe(2);
    expect(body.applications.map((a) => a.id)).toEqual([second, first]);
    expect(body.applications[0]).toMatchObject({
      email,
      lastName: tag,
      vehicleModel: 'Ioniq 5',
      status: 'new',
      repeat: true,
      previousApplicationId: first,
      reviewedBy: null,
    });
    expect(body.applications[1]).toMatchObject({
      repeat: false,
      previousApplicationId: null,
      phoneNumber: '+1 (401) 555-0100',
      city: 'Providence',
      state: 'RI',
      vehicleMake: 'tesla',
    });

    const paged = (
      await reviewer.client.get(`/api/admin/driver-applications?q=${tag}&pageSize=1&page=2`)
    ).json<AdminDriverApplicationList>();
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.applications.map((a) => a.id)).toEqual([first]);

    await patch(reviewer.client, `/api/admin/driver-applications/${first}`, { status: 'in_review' });
    const inReview = (
      await reviewer.client.get(`/api/admin/driver-applications?q=${tag}&status=in_review`)
    ).json<AdminDriverApplicationList>();
    expect(inReview.applications.map((a) => a.id)).toEqual([first]);

    const shown = await detail(second);
    expect(shown.account).toBeNull();
    expect(shown.earlierApplications).toEqual([{ id: first, status: 'in_review', submittedAt: expect.any(String) }]);
  });

  it('answers 404 for an unknown application and 400 for a bad filter', async () => {
    expect((await reviewer.client.get(`/api/admin/driver-applications/${crypto.randomUUID()}`)).statusCode).toBe(404);
    const bad = await reviewer.client.get('/api/admin/driver-applications?status=received');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('lets drivers:read list and view but not change; refuses accounts without it', async () => {
    const id = await apply();
    expect((await supportAgent.client.get('/api/admin/driver-applications')).statusCode).toBe(200);
    expect((await supportAgent.client.get(`/api/admin/driver-applications/${id}`)).statusCode).toBe(200);
    const change = await patch(supportAgent.client, `/api/admin/driver-applications/${id}`, { notes: 'x' });
    expect(change.statusCode).toBe(403);
    expect(change.json().error.code).toBe('FORBIDDEN');
    expect((await supportAgent.client.post(`/api/admin/driver-applications/${id}/approve`, {})).statusCode).toBe(403);
    const userManager = await clientWithRole(ctx, 'User Manager', 'um');
    expect((await userManager.client.get('/api/admin/driver-applications')).statusCode).toBe(403);
    expect((await new TestClient(ctx.app).get('/api/admin/driver-applications')).statusCode).toBe(401);
    expect((await detail(id)).application.status).toBe('new');
  });
});

describe('PATCH /api/admin/driver-applications/:id', () => {
  it('marks in review and keeps notes, audited with the actor', async () => {
    const id = await apply();
    const res = await patch(reviewer.client, `/api/admin/driver-applications/${id}`, {
      status: 'in_review',
      notes: 'Called on Monday.\nLicence checked.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminDriverApplication>()).toMatchObject({
      id,
      status: 'in_review',
      notes: 'Called on Monday.\nLicence checked.',
    });
    const cleared = await patch(reviewer.client, `/api/admin/driver-applications/${id}`, { notes: null });
    expect(cleared.json<AdminDriverApplication>().notes).toBeNull();
    const events = (await eventsOfType(ctx, 'driver_application_updated')).filter(
      (e) => (e.details as { resource: string }).resource === `driver_application:${id}`,
    );
    expect(events).toHaveLength(2);
    expect(events[0]!.details).toMatchObject({
      fields: ['status', 'notes'],
      status: 'in_review',
      actorId: reviewer.user.id,
      actorEmail: reviewer.email,
    });
  });

  it('refuses an empty change and an unknown status', async () => {
    const id = await apply();
    expect((await patch(reviewer.client, `/api/admin/driver-applications/${id}`, {})).statusCode).toBe(400);
    expect(
      (await patch(reviewer.client, `/api/admin/driver-applications/${id}`, { status: 'approved' })).statusCode,
    ).toBe(400);
  });
});

describe('approving and rejecting', () => {
  it('approves for an existing account in one step: Driver role, driver profile, e-mail, audit event', async () => {
    const applicant = await signedUpClient(ctx, uniqueEmail('has-account'));
    const id = await apply({ email: applicant.email, vehicleModel: 'Model Y', vehicleYear: '2023', city: 'Newport' });
    const res = await reviewer.client.post(`/api/admin/driver-applications/${id}/approve`, {
      note: 'Great references.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ application: AdminDriverApplication; driverAccount: boolean }>();
    expect(body.driverAccount).toBe(true);
    expect(body.application).toMatchObject({
      status: 'approved',
      notes: 'Great references.',
      reviewedBy: { id: reviewer.user.id, email: reviewer.email },
    });
    expect(body.application.reviewedAt).not.toBeNull();

    expect(await roleOf(applicant.user.id)).toBe('Driver');
    const [profile] = await ctx.database.db
      .select()
      .from(driverProfiles)
      .where(eq(driverProfiles.userId, applicant.user.id));
    expect(profile).toMatchObject({
      applicationId: id,
      vehicleMake: 'tesla',
      vehicleModel: 'Model Y',
      vehicleYear: '2023',
      city: 'Newport',
    });
    expect((await detail(id)).account).toMatchObject({ id: applicant.user.id, isDriver: true });

    const [mail] = await mailsTo(applicant.email, 'driver-application-approved');
    expect(mail!.subject).toBe('Your Escazo driver application is approved');
    expect(mail!.text).toContain('Sign in to Escazo with');
    expect(mail!.text).not.toContain('Great references');

    const event = (await eventsOfType(ctx, 'driver_application_approved')).find(
      (e) => (e.details as { resource: string }).resource === `driver_application:${id}`,
    );
    expect(event).toMatchObject({ userId: applicant.user.id, outcome: 'success' });
    expect(event!.details).toMatchObject({
      driverAccount: true,
      note: 'Great references.',
      actorId: reviewer.user.id,
      actorEmail: reviewer.email,
    });

    // A driver has no admin permission: the panel stays closed.
    const access = await applicant.client.get('/api/admin/access');
    expect(access.statusCode).toBe(403);
    expect(access.json().error.code).toBe('ADMIN_ACCESS_DENIED');

    // Staff can still act on a driver's account, e.g. give it a staff role.
    const roleIds = (await reviewer.client.get('/api/admin/role-options')).json<{
      roles: { id: string; name: string }[];
    }>().roles;
    const supportRole = roleIds.find((r) => r.name === 'Support Agent')!;
    const promoted = await patch(reviewer.client, `/api/admin/users/${applicant.user.id}`, { roleId: supportRole.id });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(await roleOf(applicant.user.id)).toBe('Support Agent');
  });

  it('approves without an account: the e-mail asks to sign up, and signing up with that e-mail makes a driver', async () => {
    const email = uniqueEmail('future-driver');
    const id = await apply({ email, vehicleModel: 'Kona Electric' });
    const res = await reviewer.client.post(`/api/admin/driver-applications/${id}/approve`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ driverAccount: boolean }>().driverAccount).toBe(false);
    const [mail] = await mailsTo(email, 'driver-application-approved');
    expect(mail!.text).toContain(`Create an Escazo account with this e-mail (${email}) to start driving`);
    expect(mail!.text).toMatch(/http:\/\/\S+\/signup/);

    const signedUp = await signedUpClient(ctx, email.toUpperCase());
    expect(await roleOf(signedUp.user.id)).toBe('Driver');
    const [profile] = await ctx.database.db
      .select()
      .from(driverProfiles)
      .where(eq(driverProfiles.userId, signedUp.user.id));
    expect(profile).toMatchObject({ applicationId: id, vehicleModel: 'Kona Electric' });
  });

  it('keeps the staff role of an approved applicant and still gives the driver profile', async () => {
    const staff = await clientWithRole(ctx, 'Support Agent', 'staff-driver');
    const id = await apply({ email: staff.email });
    expect((await reviewer.client.post(`/api/admin/driver-applications/${id}/approve`, {})).statusCode).toBe(200);
    expect(await roleOf(staff.user.id)).toBe('Support Agent');
    expect(
      await ctx.database.db.select().from(driverProfiles).where(eq(driverProfiles.userId, staff.user.id)),
    ).toHaveLength(1);
  });

  it('rejects with a polite e-mail and no driver rights; a decided application answers 409 to any later decision', async () => {
    const applicant = await signedUpClient(ctx, uniqueEmail('rejected'));
    const id = await apply({ email: applicant.email });
    const res = await reviewer.client.post(`/api/admin/driver-applications/${id}/reject`, {
      note: 'Vehicle too old for the fleet.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ application: AdminDriverApplication }>().application).toMatchObject({
      status: 'rejected',
      notes: 'Vehicle too old for the fleet.',
    });
    const [mail] = await mailsTo(applicant.email, 'driver-application-rejected');
    expect(mail!.text).toContain('Thank you for your interest in driving with Escazo');
    expect(mail!.text).not.toContain('Vehicle too old');
    expect(await roleOf(applicant.user.id)).toBeNull();
    const event = (await eventsOfType(ctx, 'driver_application_rejected')).find(
      (e) => (e.details as { resource: string }).resource === `driver_application:${id}`,
    );
    expect(event!.details).toMatchObject({ applicantEmail: applicant.email, actorId: reviewer.user.id });

    for (const action of ['approve', 'reject']) {
      const again = await reviewer.client.post(`/api/admin/driver-applications/${id}/${action}`, {});
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('APPLICATION_ALREADY_DECIDED');
    }
    const review = await patch(reviewer.client, `/api/admin/driver-applications/${id}`, { status: 'in_review' });
    expect(review.statusCode).toBe(409);
    expect((await detail(id)).application.status).toBe('rejected');
    expect(await roleOf(applicant.user.id)).toBeNull();
    expect(await mailsTo(applicant.email, 'driver-application-approved')).toHaveLength(0);
  });

  it('decides two simultaneous approvals once: one 200, one 409, one e-mail', async () => {
    const email = uniqueEmail('race');
    const id = await apply({ email });
    const other = await clientWithRole(ctx, 'Super Admin', 'reviewer2');
    const codes = (
      await Promise.all(
        [reviewer.client, other.client].map((c) => c.post(`/api/admin/driver-applications/${id}/approve`, {})),
      )
    ).map((r) => r.statusCode);
    expect(codes.sort()).toEqual([200, 409]);
    expect(await mailsTo(email, 'driver-application-approved')).toHaveLength(1);
  });
});
