import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCreated } from '@escazo/contracts/bookings';
import { addDays, todayIso } from '@escazo/contracts/dates';
import { formatMoney } from '@escazo/contracts/money-format';
import { signedUpClient } from '../auth/test-support.ts';
import { icsLines, pdfText } from '../documents/test-support.ts';
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

type SearchLeg = {
  flightNumber: string;
  from: { code: string };
  to: { code: string };
  departure: { local: string; utcOffset: string };
  arrival: { local: string; utcOffset: string };
};

let ctx: BookingContext;
let booking: BookingCreated['booking'];
/** A direct JFK → LHR flight in winter (New York on EST, UTC-5), as the flight search shows it. */
let flight: { id: string; leg: SearchLeg };

beforeAll(async () => {
  ctx = await createBookingContext(async (c) => {
    const date = addDays(todayIso(Date.now()), 60);
    const { TestClient } = await import('@server-test/helpers.ts');
    const res = await new TestClient(c.app).get(`/api/search/flights?from=JFK&to=LHR&date=${date}`);
    const items = res.json<{ outbound: { items: { id: string; legs: SearchLeg[] }[] } }>().outbound.items;
    const direct = items.find((i) => i.legs.length === 1)!;
    flight = { id: direct.id, leg: direct.legs[0]! };
    return [flight.leg.flightNumber];
  });
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
    // The first PDF of a pool worker also reads and parses the fonts.
  }, 120_000);

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

/** '2027-02-05T18:00' with '-05:00' → the iCalendar UTC form, '20270205T230000Z'. */
const icsUtc = (moment: { local: string; utcOffset: string }) =>
  new Date(Date.parse(`${moment.local}:00${moment.utcOffset}`)).toISOString().replace(/[-:]/g, '').slice(0, 15) + 'Z';
const prop = (lines: string[], name: string) => lines.find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));

describe("a flight's documents", () => {
  let flightBooking: BookingCreated['booking'];
  beforeAll(async () => {
    const offer = await makeOffer(ctx.buyer.client, {
      type: 'flight',
      itineraryId: flight.id,
      cabin: 'economy',
      passengers: 1,
    });
    const res = await book(
      ctx.buyer.client,
      { offerId: offer.id, travellers: [passenger()], contact, payment: { card: GOOD_CARD } },
      'docs-flight',
    );
    expect(res.statusCode, res.body).toBe(201);
    flightBooking = res.json<BookingCreated>().booking;
  });

  it("the calendar event runs from the departure to the real arrival, converted from each airport's local time", async () => {
    const lines = icsLines((await ctx.buyer.client.get(`/api/bookings/${flightBooking.id}/calendar.ics`)).body);
    expect(prop(lines, 'DTSTART')).toBe(`DTSTART:${icsUtc(flight.leg.departure)}`);
    expect(prop(lines, 'DTEND')).toBe(`DTEND:${icsUtc(flight.leg.arrival)}`);
    expect(prop(lines, 'DTEND')).not.toBe(prop(lines, 'DTSTART')?.replace('DTSTART', 'DTEND'));
  });

  it("the e-ticket prints the route by airport and each time on its airport's clock, with its zone", async () => {
    const res = await ctx.buyer.client.get(`/api/bookings/${flightBooking.id}/ticket.pdf`);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    const city = (iata: string) => ctx.inventory.data.flights.airports.find((a) => a.iata === iata)!.city;
    expect(text).toContain(`JFK ${city('JFK')} → LHR ${city('LHR')}`);
    const departs = flight.leg.departure.local.slice(11, 16);
    const arrives = flight.leg.arrival.local.slice(11, 16);
    expect(text).toMatch(new RegExp(`^Departs JFK: .* ${departs} \\(America/New_York\\)$`, 'm'));
    expect(text).toMatch(new RegExp(`^Arrives LHR: .* ${arrives} \\(Europe/London\\)$`, 'm'));
    expect(text).not.toContain('(UTC)');
  });
});

describe("a cancelled booking's documents", () => {
  let cancelled: BookingCreated['booking'];
  let refund: { amount: number; currency: string };
  beforeAll(async () => {
    const offer = await makeOffer(ctx.buyer.client, sampleOfferRequests(ctx.inventory, 100).hotel);
    const res = await book(
      ctx.buyer.client,
      { offerId: offer.id, travellers: [passenger()], contact, payment: { card: GOOD_CARD } },
      'docs-cancelled',
    );
    cancelled = res.json<BookingCreated>().booking;
    const cancel = await ctx.buyer.client.post(`/api/bookings/${cancelled.id}/cancel`, {});
    expect(cancel.statusCode, cancel.body).toBe(200);
    refund = cancel.json<{ refund: { amount: number; currency: string } }>().refund;
  });

  it('GET cancellation.pdf answers its cancellation confirmation, with the refund and its date', async () => {
    const res = await ctx.buyer.client.get(`/api/bookings/${cancelled.id}/cancellation.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="escazo-${cancelled.confirmationCode}-cancellation.pdf"`,
    );
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Cancellation confirmation');
    expect(text).toContain('This booking is cancelled.');
    expect(refund.amount).toBeGreaterThan(0);
    const today = new Date().toLocaleDateString('en-GB', {
      timeZone: 'UTC',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    expect(text).toContain(`Cancelled on: ${today}`);
    expect(text).toContain(`Refund: ${formatMoney(refund)}, issued on ${today}`);
  });

  it('has no ticket and no calendar file, and says why', async () => {
    for (const path of ['ticket.pdf', 'calendar.ics']) {
      const res = await ctx.buyer.client.get(`/api/bookings/${cancelled.id}/${path}`);
      expect(res.statusCode).toBe(404);
      expect(res.json<{ error: { code: string; message: string } }>().error).toEqual({
        code: 'NOT_FOUND',
        message: 'This booking is cancelled: it has a cancellation confirmation, and no ticket or calendar file.',
      });
    }
  });

  it('a booking that is not cancelled has no cancellation confirmation', async () => {
    const res = await ctx.buyer.client.get(`/api/bookings/${booking.id}/cancellation.pdf`);
    expect(res.statusCode).toBe(404);
    expect(res.json<{ error: { message: string } }>().error.message).toBe(
      'Only a cancelled booking has a cancellation confirmation.',
    );
  });
});
