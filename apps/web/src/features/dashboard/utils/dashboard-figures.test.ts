import { describe, expect, it } from 'vitest';
import type { BookingListItem } from '@escazo/contracts/bookings';
import { dashboardFigures } from './dashboard-figures.ts';

let n = 0;
function booking(over: Partial<BookingListItem>): BookingListItem {
  n += 1;
  return {
    id: `b${String(n).padStart(2, '0')}`,
    type: 'stay',
    status: 'confirmed',
    upcoming: false,
    title: `Stay ${n}`,
    destination: 'Lisbon, Portugal',
    startDate: '2026-06-01',
    endDate: '2026-06-03',
    total: { amount: 10_000, currency: 'USD' },
    spent: { amount: 10_000, currency: 'USD' },
    confirmationCode: 'ABCDEFGH',
    holdExpiresAt: null,
    createdAt: '2026-01-10T10:00:00.000Z',
    details: { type: 'stay', place: 'Lisbon, Portugal', checkIn: '2026-06-01', checkOut: '2026-06-03' },
    travellerNames: ['Ana Traveller'],
    ...over,
  };
}

describe('dashboardFigures', () => {
  it('a new user has nothing to show', () => {
    expect(dashboardFigures([], '2026-05-01')).toEqual({
      upcoming: [],
      recent: [],
      bookingsThisYear: 0,
      spentThisYear: [],
    });
  });

  it('lists upcoming confirmed bookings soonest first and the five latest bookings newest first', () => {
    const later = booking({ upcoming: true, startDate: '2026-09-01', createdAt: '2026-03-01T00:00:00.000Z' });
    const sooner = booking({ upcoming: true, startDate: '2026-07-01', createdAt: '2026-02-01T00:00:00.000Z' });
    const past = booking({ status: 'completed', startDate: '2026-01-20', createdAt: '2026-01-02T00:00:00.000Z' });
    const older = Array.from({ length: 4 }, (_, i) =>
      booking({ status: 'cancelled', createdAt: `2025-0${i + 1}-01T00:00:00.000Z` }),
    );
    const figures = dashboardFigures([past, later, ...older, sooner], '2026-05-01');
    expect(figures.upcoming.map((b) => b.id)).toEqual([sooner.id, later.id]);
    expect(figures.recent.map((b) => b.id)).toEqual([later.id, sooner.id, past.id, older[3]!.id, older[2]!.id]);
  });

  it("counts this year's bookings and sums what was charged less refunded this year per currency", () => {
    const usd = (amount: number) => ({ amount, currency: 'USD' });
    const list = [
      booking({ total: usd(12_345), spent: usd(12_345) }),
      booking({ status: 'completed', total: usd(655), spent: usd(655) }),
      // A hold not paid yet has cost nothing.
      booking({ status: 'pending', total: usd(99_999), spent: usd(0) }),
      // Cancelled with a full refund: nothing spent; cancelled keeping a fee: the fee was spent.
      booking({ status: 'cancelled', total: usd(50_000), spent: usd(0) }),
      booking({ status: 'cancelled', total: usd(20_000), spent: usd(2_000) }),
      booking({ total: { amount: 7_000, currency: 'EUR' }, spent: { amount: 7_000, currency: 'EUR' } }),
      booking({ createdAt: '2025-12-31T23:00:00.000Z', total: usd(1_000), spent: usd(1_000) }),
    ];
    const figures = dashboardFigures(list, '2026-05-01');
    expect(figures.bookingsThisYear).toBe(6);
    expect(figures.spentThisYear).toEqual([
      { currency: 'USD', amount: 15_000 },
      { currency: 'EUR', amount: 7_000 },
    ]);
  });
});
