import { describe, expect, it } from 'vitest';
import type { Offer } from '@escazo/contracts/bookings';
import { checkoutDefaults, checkoutFormSchema, NEW_CARD, toBookingRequest } from './checkout-form.ts';

const money = (amount: number) => ({ amount, currency: 'USD' });
const offer = (over: Partial<Offer> = {}): Offer => ({
  id: 'abc_123',
  type: 'flight',
  title: 'JFK to LHR',
  destination: 'London',
  startDate: '2026-12-01',
  endDate: '2026-12-01',
  price: { base: money(40000), taxesAndFees: money(6000), total: money(46000) },
  cancellationPolicy: { kind: 'flight-non-refundable', description: 'Non-refundable.' },
  travellers: { kind: 'passengers', count: 2, dateOfBirth: true },
  payLaterAllowed: false,
  expiresAt: '2026-11-24T14:32:00Z',
  product: { type: 'flight', itineraryId: 'AA100-20261201', cabin: 'economy', passengers: 2 },
  booking: null,
  ...over,
});
const card = { holderName: 'Ana Silva', number: '4242 4242 4242 4242', expMonth: '12', expYear: '2030', cvc: '123' };
const traveller = { firstName: 'Ana', lastName: 'Silva', dateOfBirth: '1990-05-14' };
const ana = { email: 'ana@example.com', phone: '', firstName: '', lastName: '' };

describe('checkout form', () => {
  it('asks for as many travellers as the offer names, with dates of birth when the offer needs them', () => {
    const values = checkoutDefaults(offer(), ana, undefined);
    expect(values.travellers).toEqual([
      { firstName: '', lastName: '', dateOfBirth: '' },
      { firstName: '', lastName: '', dateOfBirth: '' },
    ]);
    expect(values.contact.email).toBe('ana@example.com');
    expect(values.method).toBe(NEW_CARD);
    expect(
      checkoutDefaults(offer({ travellers: { kind: 'lead-guest', count: 1, dateOfBirth: false } }), ana, 'card-1')
        .travellers,
    ).toEqual([{ firstName: '', lastName: '' }]);
  });

  it("starts with the account's name as the first traveller and its phone as the contact's", () => {
    const values = checkoutDefaults(
      offer(),
      { email: 'ana@example.com', phone: '+1 212 555 0100', firstName: 'Ana', lastName: 'Silva' },
      undefined,
    );
    expect(values.travellers).toEqual([
      { firstName: 'Ana', lastName: 'Silva', dateOfBirth: '' },
      { firstName: '', lastName: '', dateOfBirth: '' },
    ]);
    expect(values.contact).toEqual({ email: 'ana@example.com', phone: '+1 212 555 0100' });
  });

  it('checks a new card only when it will be charged', () => {
    const base = {
      ...checkoutDefaults(offer(), ana, undefined),
      travellers: [traveller, traveller],
      contact: { email: 'ana@example.com', phone: '+1 555 0100' },
    };
    const missing = checkoutFormSchema.safeParse(base);
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((i) => i.path.join('.'))).toContain('card.number');
    expect(checkoutFormSchema.safeParse({ ...base, payLater: true }).success).toBe(true);
    expect(checkoutFormSchema.safeParse({ ...base, method: '7d7c3f4e-8a7b-4b53-9f38-3a3bd1d2b0a1' }).success).toBe(
      true,
    );
  });

  it('builds the booking request: a new card with save, a saved card, or pay later without payment', () => {
    const values = {
      ...checkoutDefaults(offer(), ana, undefined),
      travellers: [traveller, traveller],
      contact: { email: 'ana@example.com', phone: '+1 555 0100' },
      card,
      saveCard: true,
    };
    const paid = toBookingRequest(offer(), values);
    expect(paid.payment).toEqual({
      card: {
        holderName: 'Ana Silva',
        number: '4242424242424242',
        expMonth: 12,
        expYear: 2030,
        cvc: '123',
        makeDefault: false,
      },
      save: true,
    });
    expect(paid.payLater).toBeUndefined();
    const saved = toBookingRequest(offer(), { ...values, method: '7d7c3f4e-8a7b-4b53-9f38-3a3bd1d2b0a1' });
    expect(saved.payment).toEqual({ paymentMethodId: '7d7c3f4e-8a7b-4b53-9f38-3a3bd1d2b0a1' });
    const hotel = offer({
      type: 'hotel',
      payLaterAllowed: true,
      travellers: { kind: 'lead-guest', count: 1, dateOfBirth: false },
    });
    const later = toBookingRequest(hotel, {
      ...values,
      travellers: [{ firstName: 'Ana', lastName: 'Silva' }],
      payLater: true,
    });
    expect(later).toMatchObject({ offerId: 'abc_123', payLater: true });
    expect(later.payment).toBeUndefined();
  });

  it('names the driver with the age band the car was priced for', () => {
    const car = offer({
      type: 'car',
      travellers: { kind: 'driver', count: 1, dateOfBirth: false },
      product: { type: 'car', driverAge: '18-24' },
    });
    const values = {
      ...checkoutDefaults(car, ana, undefined),
      travellers: [{ firstName: 'Ana', lastName: 'Silva' }],
      contact: { email: 'ana@example.com', phone: '+1 555 0100' },
      card,
    };
    expect(toBookingRequest(car, values).travellers).toEqual([
      { firstName: 'Ana', lastName: 'Silva', ageBand: '18-24' },
    ]);
  });
});
