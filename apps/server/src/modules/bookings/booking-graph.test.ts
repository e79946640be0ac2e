import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@server-test/helpers.ts';
import { signedUpClient } from '../auth/test-support.ts';
import { bookingParts, insertBookingGraph } from './repository.ts';

let ctx: TestContext;
let userId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  userId = (await signedUpClient(ctx)).user.id;
}, 60_000);
afterAll(() => ctx?.close());

const now = new Date('2027-01-10T12:00:00Z');
const booking = (confirmationCode: string) => ({
  id: randomUUID(),
  userId,
  offerId: 'offer-1',
  confirmationCode,
  type: 'flight',
  status: 'confirmed',
  title: 'New York (JFK) → London (LHR)',
  destination: 'London, United Kingdom',
  startDate: '2027-02-01',
  endDate: '2027-02-02',
  startsAt: new Date('2027-02-01T18:00:00Z'),
  product: { type: 'flight' },
  baseAmount: 10_000,
  taxesAmount: 1_500,
  totalAmount: 11_500,
  currency: 'USD',
  policyKind: 'flexible',
  contactEmail: 'ana@example.com',
  contactPhone: '+44 20 7946 0958',
  holdExpiresAt: null,
  createdAt: now,
  updatedAt: now,
});
const takes = [
  { kind: 'flight', flightNumber: 'XX100', date: '2027-02-01', cabin: 'economy', quantity: 2, capacity: 180 },
  { kind: 'flight', flightNumber: 'XX200', date: '2027-02-02', cabin: 'economy', quantity: 2, capacity: 180 },
];
const travellers = [
  { position: 0, firstName: 'Ana', lastName: 'Traveller', dateOfBirth: '1990-04-02', ageBand: null },
  { position: 1, firstName: 'Bo', lastName: 'Traveller', dateOfBirth: null, ageBand: '25-65' },
];
const events = [
  { kind: 'created', status: 'confirmed', amount: null, createdAt: now },
  { kind: 'paid', status: 'confirmed', amount: 11_500, createdAt: now },
];

describe('insertBookingGraph', () => {
  it('writes the booking with its items, travellers and events in the order given', async () => {
    const row = await insertBookingGraph(ctx.database.db, booking('GRAPH001'), takes, travellers, events);
    expect(row).toMatchObject({ confirmationCode: 'GRAPH001', totalAmount: 11_500, startDate: '2027-02-01' });
    const parts = await bookingParts(ctx.database.db, row!.id);
    expect(parts.items.map((i) => i.take)).toEqual(takes);
    expect(parts.travellers.map(({ bookingId: _, ...t }) => t)).toEqual(travellers);
    expect(
      parts.events.map((e) => ({ kind: e.kind, status: e.status, amount: e.amount, createdAt: e.createdAt })),
    ).toEqual(events);
  });

  it('writes nothing and answers null when the confirmation code is taken, so the caller tries another', async () => {
    await insertBookingGraph(ctx.database.db, booking('GRAPH002'), takes, travellers, events);
    const again = booking('GRAPH002');
    expect(await insertBookingGraph(ctx.database.db, again, takes, travellers, events)).toBeNull();
    const parts = await bookingParts(ctx.database.db, again.id);
    expect([parts.items, parts.travellers, parts.events]).toEqual([[], [], []]);
  });
});
