import type { FastifyRequest } from 'fastify';
import { SUPER_ADMIN_ROLE, type AdminBookingCancel } from '@escazo/contracts/admin';
import type { Db } from '@server/db/client.ts';
import { AppError, notFound } from '@server/lib/app-error.ts';
import type { StaffBookings } from '../../bookings/public.ts';
import type { CurrentAdmin } from '../access/route-permission.ts';
import { recordAdminEvent } from '../admin-events.ts';
import { findUserById } from '../../auth/public.ts';

export type StaffContext = { db: Db; staff: StaffBookings; request: FastifyRequest; admin: CurrentAdmin; now: Date };

/**
 * A refund other than the policy's is a Super Admin's decision alone: it is checked on the role
 * itself, not on a permission, because `bookings:manage` (which other roles may hold) includes
 * every bookings action.
 */
export const mayOverrideRefund = (admin: CurrentAdmin) => admin.role?.name === SUPER_ADMIN_ROLE;

const overrideForbidden = () =>
  new AppError(403, 'REFUND_OVERRIDE_FORBIDDEN', 'Only a Super Admin can give a refund other than the policy’s.');

export async function bookingForStaff({ db, staff, now }: StaffContext, id: string) {
  const view = await staff.view(id, now);
  if (!view) throw notFound('This booking');
  const account = await findUserById(db, view.userId);
  const user = account && { id: account.id, name: account.name, email: account.email };
  if (!user) throw notFound('This booking');
  return { view, user };
}

/**
 * Cancels on the traveller's behalf: the policy's refund, or with `override` (Super Admin only)
 * any amount up to what is still refundable. Audited as booking_cancelled_by_staff, refusals too;
 * the audit event of a cancellation is written in the cancelling transaction.
 */
export async function cancelForTraveller(ctx: StaffContext, id: string, input: AdminBookingCancel) {
  const { db, request } = ctx;
  const { view, user } = await bookingForStaff(ctx, id);
  const details = {
    resource: `booking:${id}`,
    confirmationCode: view.booking.confirmationCode,
    reason: input.reason ?? null,
    override: input.override ? { refundAmount: input.override.refundAmount, reason: input.override.reason } : null,
  };
  if (input.override && !mayOverrideRefund(ctx.admin)) {
    await recordAdminEvent(db, request, {
      type: 'booking_cancelled_by_staff',
      outcome: 'failure',
      target: user,
      details: { ...details, refused: 'override_not_allowed' },
    });
    throw overrideForbidden();
  }
  const result = await ctx.staff.cancel(
    id,
    {
      refundOverride: input.override?.refundAmount,
      record: (tx, done) => {
        const money = (amount: number) => ({ amount, currency: done.currency });
        return recordAdminEvent(tx, request, {
          type: 'booking_cancelled_by_staff',
          target: user,
          details: { ...details, refund: money(done.refund), policyRefund: money(done.policyRefund) },
        });
      },
    },
    ctx.now,
  );
  const money = (amount: number) => ({ amount, currency: result.currency });
  return {
    booking: { id: result.bookingId, status: 'cancelled' as const },
    refund: money(result.refund),
    policyRefund: money(result.policyRefund),
    overridden: input.override !== undefined,
  };
}
