import { describe, expect, it } from 'vitest';
import type { PlanDay, PlanItem } from '@escazo/contracts/planning';
import { dateGroups, dayShiftLabel, flightTimes, listedDate } from './plan-flight-times.ts';

const usd = (amount: number) => ({ amount, currency: 'USD' });
const item = (id: string, type: PlanItem['type'], extra: Partial<PlanItem> = {}): PlanItem => ({
  id,
  type,
  title: id,
  start: '09:00',
  end: '10:00',
  cost: usd(0),
  ...extra,
});
// Toronto 18:15 on Jan 10, Paris 06:10 on Jan 11: the outbound of a trip whose first day is Jan 11.
const overnight = item('out', 'flight', {
  title: 'Air Canada AC880 · YYZ → CDG',
  start: '18:15',
  end: '06:10',
  flight: { from: 'YYZ', to: 'CDG', departDate: '2027-01-10', arriveDate: '2027-01-11' },
});
const firstDay: PlanDay = {
  date: '2027-01-11',
  items: [overnight, item('taxi', 'transport'), item('check-in', 'accommodation'), item('louvre', 'attraction')],
};

describe('an overnight outbound flight', () => {
  it('is listed on its departure date, with its local times at each airport and the arrival a day later', () => {
    expect(listedDate(overnight, firstDay.date)).toBe('2027-01-10');
    expect(flightTimes(overnight)).toEqual({
      depart: '18:15',
      from: 'YYZ',
      arrive: '06:10',
      to: 'CDG',
      dayShift: 1,
      arriveDate: '2027-01-11',
    });
    expect(dayShiftLabel(1)).toBe('+1');
    const groups = dateGroups(firstDay);
    expect(groups.map((g) => [g.date, g.entries.map((e) => e.item.id)])).toEqual([
      ['2027-01-10', ['out']],
      ['2027-01-11', ['taxi', 'check-in', 'louvre']],
    ]);
    // Each item keeps its index in the day, which the owner's actions name.
    expect(groups[1]!.entries.map((e) => e.index)).toEqual([1, 2, 3]);
  });

  it('a flight leaving and landing on the day stays in the day, with no day mark; other items are never moved', () => {
    const sameDay = item('back', 'flight', {
      start: '15:00',
      end: '17:20',
      flight: { from: 'CDG', to: 'YYZ', departDate: '2027-01-15', arriveDate: '2027-01-15' },
    });
    const lastDay: PlanDay = { date: '2027-01-15', items: [item('museum', 'attraction'), sameDay] };
    expect(dateGroups(lastDay).map((g) => g.date)).toEqual(['2027-01-15']);
    expect(flightTimes(sameDay)!.dayShift).toBe(0);
    expect(dayShiftLabel(0)).toBe('');
    // Westward across the date line a flight can land the local day before it left.
    expect(dayShiftLabel(-1)).toBe('-1');
    expect(flightTimes(item('museum', 'attraction'))).toBeNull();
  });

  it('a plan made before the arrival date was kept shows no day mark rather than a wrong one', () => {
    const older = item('old', 'flight', { flight: { from: 'YYZ', to: 'CDG', departDate: '2027-01-10' } });
    expect(flightTimes(older)!.dayShift).toBe(0);
    expect(listedDate(older, '2027-01-11')).toBe('2027-01-10');
  });
});
