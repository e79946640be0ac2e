import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AdminDriverApplicationUpdate } from '@escazo/contracts/admin';
import type { Config } from '@server/config.ts';
import type { Db } from '@server/db/client.ts';
import { AppError, notFound } from '@server/lib/app-error.ts';
import { findUserByEmail } from '../../auth/public.ts';
import { sendMail } from '../../mail/public.ts';
import { recordAdminEvent } from '../admin-events.ts';
import { approvedMail, rejectedMail } from './decision-mail.ts';
import { makeDriver } from './make-driver.ts';
import * as repo from '../../driver-applications/public.ts';

/** What a reviewer's action runs with; origin: where links in e-mails point. */
export type ReviewContext = {
  db: Db;
  config: Config;
  request: FastifyRequest;
  log: FastifyBaseLogger;
  origin: () => string;
  now: Date;
};

const alreadyDecided = () =>
  new AppError(409, 'APPLICATION_ALREADY_DECIDED', 'This application has already been approved or rejected.');

async function existing(db: Db, id: string): Promise<repo.ApplicationWithReviewer> {
  const row = await repo.findApplication(db, id);
  if (!row) throw notFound('This application');
  return row;
}

const resource = (id: string) => `driver_application:${id}`;

/** Marks in review (only while undecided: 409 once decided) and/or sets the notes; audited in the same transaction. */
export async function updateApplication(ctx: ReviewContext, id: string, input: AdminDriverApplicationUpdate) {
  const { db, request } = ctx;
  const before = await existing(db, id);
  await db.transaction(async (tx) => {
    if (input.status === 'in_review' && !(await repo.markInReview(tx, id))) throw alreadyDecided();
    if (input.notes !== undefined) await repo.updateNotes(tx, id, input.notes);
    const fields = [...(input.status ? ['status'] : []), ...(input.notes !== undefined ? ['notes'] : [])];
    await recordAdminEvent(tx, request, {
      type: 'driver_application_updated',
      target: null,
      details: {
        resource: resource(id),
        applicantEmail: before.application.email,
        fields,
        ...(input.status ? { status: input.status } : {}),
      },
    });
  });
  return existing(db, id);
}

/**
 * Approves an undecided application (409 once decided). In the same transaction, an account with
 * the applicant's e-mail becomes a driver (profile and Driver role), and the audit event is
 * written; without an account, the approval applies when that e-mail signs up. The applicant is
 * e-mailed after the commit.
 */
export async function approveApplication(ctx: ReviewContext, id: string, note: string | undefined) {
  const { db, request } = ctx;
  await existing(db, id);
  const outcome = await db.transaction(async (tx) => {
    const decided = await repo.decideApplication(tx, id, {
      status: 'approved',
      reviewerId: request.user!.id,
      note,
      now: ctx.now,
    });
    if (!decided) return null;
    const account = await findUserByEmail(tx, decided.email);
    if (account) await makeDriver(tx, account.id, decided);
    await recordAdminEvent(tx, request, {
      type: 'driver_application_approved',
      target: account ? { id: account.id, email: account.email } : null,
      details: {
        resource: resource(id),
        applicantEmail: decided.email,
        driverAccount: Boolean(account),
        ...(note ? { note } : {}),
      },
    });
    return { application: decided, account };
  });
  if (!outcome) throw alreadyDecided();
  const { application, account } = outcome;
  await sendMail(db, ctx.config, approvedMail(application, Boolean(account), ctx.origin()), ctx.now, ctx.log);
  return { row: await existing(db, id), driverAccount: Boolean(account) };
}

/** Rejects an undecided application (409 once decided), audited in the same transaction; the applicant is e-mailed after. */
export async function rejectApplication(ctx: ReviewContext, id: string, note: string | undefined) {
  const { db, request } = ctx;
  await existing(db, id);
  const application = await db.transaction(async (tx) => {
    const decided = await repo.decideApplication(tx, id, {
      status: 'rejected',
      reviewerId: request.user!.id,
      note,
      now: ctx.now,
    });
    if (!decided) return null;
    await recordAdminEvent(tx, request, {
      type: 'driver_application_rejected',
      target: null,
      details: { resource: resource(id), applicantEmail: decided.email, ...(note ? { note } : {}) },
    });
    return decided;
  });
  if (!application) throw alreadyDecided();
  await sendMail(db, ctx.config, rejectedMail(application), ctx.now, ctx.log);
  return { row: await existing(db, id), driverAccount: false };
}

export async function applicationDetail(db: Db, id: string) {
  const row = await existing(db, id);
  const [account, earlier] = await Promise.all([
    repo.accountForEmail(db, row.application.email),
    repo.earlierApplications(db, row.application),
  ]);
  return { row, account, earlier };
}
