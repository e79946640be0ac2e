import { describe, expect, it } from 'vitest';
import { bookingRequestSchema, idempotencyKeySchema, offerRequestSchema } from './bookings.ts';

const card = { holderName: 'Ana Traveller', number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };
const booking = {
  offerId: 'abc',
  travellers: [{ firstName: 'Ana', lastName: 'Traveller' }],
  contact: { email: 'ana@example.com', phone: '+44 20 7946 0958' },
};

describe('offer requests', () => {
  it('is a union on type with each product’s limits', () => {
    expect(
      offerRequestSchema.safeParse({ type: 'flight', itineraryId: 'AA100-20270101', cabin: 'economy', passengers: 2 })
        .success,
    ).toBe(true);
    expect(
      offerRequestSchema.safeParse({ type: 'flight', itineraryId: 'AA100-20270101', cabin: 'economy', passengers: 10 })
        .success,
    ).toBe(false);
    expect(
      offerRequestSchema.safeParse({ type: 'cruise', sailingId: 's', category: 'suite', passengers: 9 }).success,
    ).toBe(false);
    expect(
      offerRequestSchema.safeParse({
        type: 'car',
        locationId: 'x',
        category: 'suv',
        pickupDate: '2027-01-01',
        pickupTime: '10:30',
        dropoffDate: '2027-01-02',
        dropoffTime: '10:00',
        driverAge: '25-65',
      }).success,
    ).toBe(false);
    expect(offerRequestSchema.safeParse({ type: 'boat' }).success).toBe(false);
  });
});

describe('booking requests', () => {
  it('takes a saved card, a new card, or nothing for pay later', () => {
    expect(
      bookingRequestSchema.safeParse({
        ...booking,
        payment: { paymentMethodId: '6f1c1c1e-8f5a-4c3b-9a57-3c1f0c6a2b11' },
      }).success,
    ).toBe(true);
    expect(bookingRequestSchema.safeParse({ ...booking, payment: { card, save: true } }).success).toBe(true);
    expect(bookingRequestSchema.safeParse({ ...booking, payLater: true }).success).toBe(true);
    expect(bookingRequestSchema.safeParse({ ...booking, payment: { card: { ...card, cvc: '1' } } }).success).toBe(
      false,
    );
    expect(bookingRequestSchema.safeParse({ ...booking, travellers: [] }).success).toBe(false);
    expect(
      bookingRequestSchema.safeParse({ ...booking, contact: { ...booking.contact, phone: 'call me' } }).success,
    ).toBe(false);
  });

  it('says what each empty or wrong traveller and contact field needs', () => {
    const messages = (request: unknown) =>
      (bookingRequestSchema.safeParse(request).error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`);
    expect(
      messages({
        ...booking,
        travellers: [{ firstName: '', lastName: '' }],
        contact: { ...booking.contact, phone: '' },
        payLater: true,
      }),
    ).toEqual([
      'travellers.0.firstName:booking.firstNameRequired',
      'travellers.0.lastName:booking.lastNameRequired',
      'contact.phone:booking.phoneRequired',
    ]);
    expect(messages({ ...booking, contact: { ...booking.contact, phone: 'call me' }, payLater: true })).toEqual([
      'contact.phone:booking.phoneInvalid',
    ]);
  });

  it('idempotency keys are 1-255 printable characters', () => {
    expect(idempotencyKeySchema.safeParse('a').success).toBe(true);
    expect(idempotencyKeySchema.safeParse('k'.repeat(255)).success).toBe(true);
    expect(idempotencyKeySchema.safeParse('k'.repeat(256)).success).toBe(false);
    expect(idempotencyKeySchema.safeParse('').success).toBe(false);
    expect(idempotencyKeySchema.safeParse('has space').success).toBe(false);
  });
});
