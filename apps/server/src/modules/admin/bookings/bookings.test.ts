import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBookingCancelResult, AdminBookingDetail, AdminBookingList } from '@escazo/contracts/admin';
import type { BookingCreated } from '@escazo/contracts/bookings';
import { toDayNumber } from '@escazo/contracts/dates';
import { mailMessages } from '@server/db/schema.ts';
import { TestClient } from '@server-test/helpers.ts';
import {
  book,
  contact,
  createBookingContext,
  GOOD_CARD,
  makeOffer,
  passenger,
  sampleOfferRequests,
  type BookingContext,
} from '../../bookings/test-support.ts';
import { clientWithPermissions, clientWithRole, eventsOfType } from '../test-support.ts';

let ctx: BookingContext;
let superAdmin: Awaited<ReturnType<typeof clientWithRole>>;
let deskAgent: Awaited<ReturnType<typeof clientWithRole>>;
let supportAgent: Awaited<ReturnType<typeof clientWithRole>>;
let keyCounter = 0;

beforeAll(async () => {
  ctx = await createBookingContext(async () => []);
  superAdmin = await clientWithRole(ctx, 'Super Admin', 'root');
  supportAgent = await clientWithRole(ctx, 'Support Agent', 'agent');
  // A role with bookings:manage that is not Super Admin: it may cancel, never override.
  deskAgent = await clientWithPermissions(ctx, 'Booking Desk', ['bookings:manage', 'users:read'], 'desk');
}, 240_000);
afterAll(() => ctx?.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** A paid hotel booking of the test's buyer; its room type and first night, to check the availability. */
async function hotelBooking(travellerLastName = 'Traveller', daysAhead = 120) {
  const offer = await makeOffer(ctx.buyer.client, sampleOfferRequests(ctx.inventory, daysAhead).hotel);
  const res = await book(
    ctx.buyer.client,
    {
      offerId: offer.id,
      travellers: [{ ...passenger(), lastName: travellerLastName }],
      contact,
      payment: { card: GOOD_CARD },
    },
    `admin-key-${++keyCounter}`,
  );
  expect(res.statusCode, res.body).toBe(201);
  const { booking } = res.json<BookingCreated>();
  const product = offer.product as { roomTypeId: string };
  return { booking, roomTypeId: product.roomTypeId, night: offer.startDate, paid: offer.price.total.amount };
}

const soldInMemory = (roomTypeId: string, night: string) =>
  ctx.inventory.sold.hotels.soldOn(toDayNumber(night)).get(roomTypeId) ?? 0;
const soldInDatabase = async (roomTypeId: string, night: string) =>
  (
    await rows<{ sold: number }>(
      sql`select sold from hotel_room_night_sales where room_type_id = ${roomTypeId} and night = ${night}`,
    )
  )[0]?.sold ?? 0;
const ledgerRefunds = (bookingId: string) =>
  rows<{ amount: number }>(
    sql`select l.amount from payment_ledger l join payments p on p.processor_payment_id = l.processor_payment_id where p.booking_id = ${bookingId} and p.kind = 'charge' and l.kind = 'refund'`,
  );
const staffEvent = async (bookingId: string) =>
  (await eventsOfType(ctx, 'booking_cancelled_by_staff')).filter(
    (e) => (e.details as { resource: string }).resource === `booking:${bookingId}`,
  );

describe('GET /api/admin/bookings', () => {
  it('finds a booking by its exact code in any case, by e-mail, by account or traveller name, and pages', async () => {
    const surname = `Quill${Date.now()}`;
    const { booking } = await hotelBooking(surname);
    const search = async (q: string) => {
      const res = await supportAgent.client.get(`/api/admin/bookings?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<AdminBookingList>();
    };
    const byCode = await search(booking.confirmationCode.toLowerCase());
    expect(byCode.bookings.map((b) => b.id)).toEqual([booking.id]);
    expect(byCode.bookings[0]).toMatchObject({
      confirmationCode: booking.confirmationCode,
      type: 'hotel',
      status: 'confirmed',
      total: booking.total,
      user: { id: ctx.buyer.user.id, email: ctx.buyer.email, name: 'Ana Traveller' },
      contactEmail: contact.email,
      travellerNames: [`Ana0 ${surname}`],
    });
    expect((await search(booking.confirmationCode.slice(0, 5))).bookings.map((b) => b.id)).not.toContain(booking.id);
    expect((await search(surname.toUpperCase())).bookings.map((b) => b.id)).toEqual([booking.id]);
    expect((await search(ctx.buyer.email.toUpperCase())).bookings.map((b) => b.id)).toContain(booking.id);
    expect((await search('ana traveller')).bookings.map((b) => b.id)).toContain(booking.id);
    expect((await search('nobody-books-like-this')).total).toBe(0);
    const page = (await supportAgent.client.get('/api/admin/bookings?pageSize=1&page=1')).json<AdminBookingList>();
    expect(page.bookings).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(1);
  });

  it('shows a booking as the traveller sees it, with its account and the cancellation quote', async () => {
    const { booking, paid } = await hotelBooking();
    const res = await supportAgent.client.get(`/api/admin/bookings/${booking.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<AdminBookingDetail>();
    const travellerView = (await ctx.buyer.client.get(`/api/bookings/${booking.id}`)).json<{ booking: unknown }>()
      .booking;
    expect(detail.booking).toEqual(travellerView);
    expect(detail.user).toEqual({ id: ctx.buyer.user.id, name: 'Ana Traveller', email: ctx.buyer.email });
    const quote = (await ctx.buyer.client.get(`/api/bookings/${booking.id}/cancellation-quote`)).json<{
      refund: unknown;
      cancellationPolicy: unknown;
    }>();
    expect(detail.cancellation).toEqual({
      cancellable: true,
      refund: quote.refund,
      refundable: { amount: paid, currency: booking.total.currency },
      cancellationPolicy: quote.cancellationPolicy,
    });
    expect((await supportAgent.client.get(`/api/admin/bookings/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });

  it('needs bookings:read', async () => {
    const none = await clientWithPermissions(ctx, 'Messages Only', ['messages:manage'], 'msg');
    expect((await none.client.get('/api/admin/bookings')).statusCode).toBe(403);
    expect((await new TestClient(ctx.app).get('/api/admin/bookings')).statusCode).toBe(401);
  });
});

describe('POST /api/admin/bookings/:id/cancel', () => {
  it("cancels on the traveller's behalf by the policy: refund in the ledger, availability released, traveller told, audited", async () => {
    const { booking, roomTypeId, night } = await hotelBooking();
    const soldBefore = soldInMemory(roomTypeId, night);
    const dbSoldBefore = await soldInDatabase(roomTypeId, night);
    const quote = (await deskAgent.client.get(`/api/admin/bookings/${booking.id}`)).json<AdminBookingDetail>()
      .cancellation.refund;
    expect(quote.amount).toBeGreaterThan(0);

    const res = await deskAgent.client.post(`/api/admin/bookings/${booking.id}/cancel`, {
      reason: 'Traveller called: family emergency.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminBookingCancelResult>()).toEqual({
      booking: { id: booking.id, status: 'cancelled' },
      refund: quote,
      policyRefund: quote,
      overridden: false,
    });

    expect(await ledgerRefunds(booking.id)).toEqual([{ amount: quote.amount }]);
    expect(soldInMemory(roomTypeId, night)).toBe(soldBefore - 1);
    expect(await soldInDatabase(roomTypeId, night)).toBe(dbSoldBefore - 1);
    const travellerView = (await ctx.buyer.client.get(`/api/bookings/${booking.id}`)).json<{
      booking: { status: string; events: { kind: string }[] };
    }>().booking;
    expect(travellerView.status).toBe('cancelled');
    expect(travellerView.events.map((e) => e.kind)).toEqual(['created', 'paid', 'cancelled', 'refunded']);
    const mails = await ctx.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.to, ctx.buyer.email), eq(mailMessages.kind, 'notification:booking_cancelled')));
    expect(mails.some((m) => m.text.includes(booking.confirmationCode))).toBe(true);

    const [event] = await staffEvent(booking.id);
    expect(event).toMatchObject({ userId: ctx.buyer.user.id, email: ctx.buyer.email, outcome: 'success' });
    expect(event!.details).toMatchObject({
      confirmationCode: booking.confirmationCode,
      refund: quote,
      policyRefund: quote,
      reason: 'Traveller called: family emergency.',
      override: null,
      actorId: deskAgent.user.id,
      actorEmail: deskAgent.email,
    });

    const again = await deskAgent.client.post(`/api/admin/bookings/${booking.id}/cancel`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('BOOKING_NOT_CANCELLABLE');
    expect(await ledgerRefunds(booking.id)).toHaveLength(1);
  });

  it('refuses an override from anyone but a Super Admin with 403, changing nothing (audited as refused)', async () => {
    const { booking, roomTypeId, night } = await hotelBooking();
    const soldBefore = soldInMemory(roomTypeId, night);
    const res = await deskAgent.client.post(`/api/admin/bookings/${booking.id}/cancel`, {
      override: { refundAmount: 100, reason: 'Goodwill' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('REFUND_OVERRIDE_FORBIDDEN');
    expect(
      (await ctx.buyer.client.get(`/api/bookings/${booking.id}`)).json<{ booking: { status: string } }>().booking
        .status,
    ).toBe('confirmed');
    expect(soldInMemory(roomTypeId, night)).toBe(soldBefore);
    expect(await ledgerRefunds(booking.id)).toEqual([]);
    const [event] = await staffEvent(booking.id);
    expect(event).toMatchObject({ outcome: 'failure' });
    expect(event!.details).toMatchObject({
      refused: 'override_not_allowed',
      override: { refundAmount: 100, reason: 'Goodwill' },
      actorId: deskAgent.user.id,
    });
  });

  it('lets a Super Admin override the refund with a reason, from 0 up to the amount paid', async () => {
    const { booking, paid } = await hotelBooking();
    const over = await superAdmin.client.post(`/api/admin/bookings/${booking.id}/cancel`, {
      override: { refundAmount: paid + 1, reason: 'Too much' },
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.fields).toEqual([
      {
        path: 'override.refundAmount',
        code: 'admin.refundOverPaid',
        message: 'The refund cannot be more than the amount still refundable',
      },
    ]);
    const noReason = await superAdmin.client.post(`/api/admin/bookings/${booking.id}/cancel`, {
      override: { refundAmount: 100, reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields[0]).toMatchObject({
      path: 'override.reason',
      code: 'admin.overrideReasonRequired',
    });

    const partial = 1234;
    const res = await superAdmin.client.post(`/api/admin/bookings/${booking.id}/cancel`, {
      reason: 'Hotel closed',
      override: { refundAmount: partial, reason: 'Agreed with the traveller by phone' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<AdminBookingCancelResult>();
    expect(result).toMatchObject({
      booking: { id: booking.id, status: 'cancelled' },
      refund: { amount: partial, currency: booking.total.currency },
      overridden: true,
    });
    expect(await ledgerRefunds(booking.id)).toEqual([{ amount: partial }]);
    const [event] = await staffEvent(booking.id);
    expect(event!.details).toMatchObject({
      refund: { amount: partial },
      policyRefund: result.policyRefund,
      override: { refundAmount: partial, reason: 'Agreed with the traveller by phone' },
      actorId: superAdmin.user.id,
    });

    const zero = await hotelBooking('Zero', 130);
    const none = await superAdmin.client.post(`/api/admin/bookings/${zero.booking.id}/cancel`, {
      override: { refundAmount: 0, reason: 'No-show agreed' },
    });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json<AdminBookingCancelResult>().refund.amount).toBe(0);
    expect(await ledgerRefunds(zero.booking.id)).toEqual([]);
  });

  it('needs bookings:manage', async () => {
    const { booking } = await hotelBooking();
    const res = await supportAgent.client.post(`/api/admin/bookings/${booking.id}/cancel`, {});
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
    expect((await superAdmin.client.post(`/api/admin/bookings/${crypto.randomUUID()}/cancel`, {})).statusCode).toBe(
      404,
    );
  });
});
