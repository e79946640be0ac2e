import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCreated } from '@escazo/contracts/bookings';
import { signedUpClient } from '../auth/test-support.ts';
import { icsLines } from '../documents/test-support.ts';
import {
  book,
  contact,
  createBookingContext,
  GOOD_CARD,
  makeOffer,
  passenger,
  sampleOfferRequests,
  type BookingContext,
} from './test-support.ts';

let ctx: BookingContext;
let booking: BookingCreated['booking'];

beforeAll(async () => {
  ctx = await createBookingContext(async () => []);
  const offer = await makeOffer(ctx.buyer.client, sampleOfferRequests(ctx.inventory, 90).car);
  const res = await book(
    ctx.buyer.client,
    {
      offerId: offer.id,
      travellers: [{ firstName: 'Ana', lastName: 'Driver', ageBand: '25-65' }],
      contact,
      payment: { card: GOOD_CARD },
    },
    'docs-1',
  );
  expect(res.statusCode, res.body).toBe(201);
  booking = res.json<BookingCreated>().booking;
}, 240_000);
afterAll(() => ctx?.close());

describe('booking documents', () => {
  it('GET ticket.pdf answers the PDF as an attachment named after the confirmation code', async () => {
    const res = await ctx.buyer.client.get(`/api/bookings/${booking.id}/ticket.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="escazo-${booking.confirmationCode}.pdf"`);
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  it('GET calendar.ics answers a calendar event with the booking UID and the confirmation code', async () => {
    const res = await ctx.buyer.client.get(`/api/bookings/${booking.id}/calendar.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const lines = icsLines(res.body);
    expect(lines.find((l) => l.startsWith('UID:'))).toContain(booking.id);
    expect(res.body.replace(/\r?\n[ \t]/g, '')).toContain(booking.confirmationCode);
  });

  it("another user's booking, an unknown one and a signed-out caller get no document", async () => {
    const other = await signedUpClient(ctx);
    for (const path of ['ticket.pdf', 'calendar.ics']) {
      expect((await other.client.get(`/api/bookings/${booking.id}/${path}`)).statusCode).toBe(404);
      expect(
        (await ctx.buyer.client.get(`/api/bookings/00000000-0000-4000-8000-000000000000/${path}`)).statusCode,
      ).toBe(404);
      expect((await ctx.client.get(`/api/bookings/${booking.id}/${path}`)).statusCode).toBe(401);
      const bad = await ctx.buyer.client.get(`/api/bookings/not-a-uuid/${path}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ error: { code: string } }>().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('a pending (unpaid) booking has no ticket yet', async () => {
    const offer = await makeOffer(ctx.buyer.client, sampleOfferRequests(ctx.inventory, 95).stay);
    const res = await book(
      ctx.buyer.client,
      { offerId: offer.id, travellers: [passenger()], contact, payLater: true },
      'docs-2',
    );
    const pending = res.json<BookingCreated>().booking;
    const pdf = await ctx.buyer.client.get(`/api/bookings/${pending.id}/ticket.pdf`);
    expect(pdf.statusCode).toBe(404);
    expect(pdf.json<{ error: { message: string } }>().error.message).toBe(
      'Tickets and calendar files are available for confirmed bookings only.',
    );
  });
});
