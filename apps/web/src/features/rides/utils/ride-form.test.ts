import { describe, expect, it } from 'vitest';
import { emptyCard, NEW_CARD, rideFormSchema, toRideRequest, type RideForm } from './ride-form.ts';

const base: RideForm = {
  city: { id: 'US-new-york', text: 'New York' },
  pickup: { id: 'c:US-new-york', text: 'New York city centre' },
  destination: { id: 'a:JFK', text: 'John F. Kennedy International Airport' },
  mode: 'now',
  day: '',
  slot: '',
  passengers: 2,
  optionId: 'economy',
  method: '6f1c1f7e-0d6e-4a53-9a49-8b8a0d2c1e11',
  card: emptyCard,
  saveCard: false,
};

describe('toRideRequest', () => {
  it('books now with a saved card', () => {
    expect(toRideRequest(base)).toEqual({
      city: 'US-new-york',
      pickup: 'c:US-new-york',
      destination: 'a:JFK',
      rideOptionId: 'economy',
      scheduledTime: null,
      passengers: 2,
      payment: { paymentMethodId: base.method },
    });
  });

  it('schedules at the chosen slot with a new card kept for next time', () => {
    const card = {
      holderName: 'Ana Silva',
      number: '4242 4242 4242 4242',
      expMonth: '12',
      expYear: '2040',
      cvc: '123',
    };
    const request = toRideRequest({
      ...base,
      mode: 'schedule',
      slot: '2030-08-10T10:30:00.000Z',
      method: NEW_CARD,
      card,
      saveCard: true,
    });
    expect(request.scheduledTime).toBe('2030-08-10T10:30:00.000Z');
    expect(request.payment).toMatchObject({
      save: true,
      card: { holderName: 'Ana Silva', expMonth: 12, expYear: 2040 },
    });
  });
});

describe('rideFormSchema', () => {
  it('checks the card only when paying with a new one', () => {
    expect(rideFormSchema.safeParse(base).success).toBe(true);
    const result = rideFormSchema.safeParse({ ...base, method: NEW_CARD });
    expect(result.success).toBe(false);
    expect(result.error?.issues.every((i) => i.path[0] === 'card')).toBe(true);
  });
});
