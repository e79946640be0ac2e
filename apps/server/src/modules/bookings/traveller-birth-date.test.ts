import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
let keyCounter = 0;
const key = () => `birth-date-key-${++keyCounter}`;

beforeAll(async () => {
  ctx = await createBookingContext(async () => []);
}, 240_000);
afterAll(() => ctx?.close());

describe("a passenger's date of birth", () => {
  it('left empty or out says that it is needed, not that the value is not valid', async () => {
    const cruise = await makeOffer(ctx.buyer.client, sampleOfferRequests(ctx.inventory, 235).cruise);
    const named = { firstName: 'Ana', lastName: 'Traveller' };
    const others = Array.from({ length: cruise.travellers.count - 1 }, (_, i) => passenger(i + 1));
    for (const first of [{ ...named, dateOfBirth: '' }, named]) {
      const res = await book(
        ctx.buyer.client,
        { offerId: cruise.id, travellers: [first, ...others], contact, payment: { card: GOOD_CARD } },
        key(),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual([
        { path: 'travellers.0.dateOfBirth', code: 'booking.dateOfBirthRequired', message: 'Date of birth is required' },
      ]);
    }
  });

  it('that is not a date still says so', async () => {
    const cruise = await makeOffer(ctx.buyer.client, sampleOfferRequests(ctx.inventory, 236).cruise);
    const travellers = Array.from({ length: cruise.travellers.count }, (_, i) => passenger(i));
    travellers[0] = { ...travellers[0]!, dateOfBirth: '1990-02-30' };
    const res = await book(
      ctx.buyer.client,
      { offerId: cruise.id, travellers, contact, payment: { card: GOOD_CARD } },
      key(),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual([
      expect.objectContaining({ path: 'travellers.0.dateOfBirth', code: 'field.invalid' }),
    ]);
  });
});
