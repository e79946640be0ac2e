import { describe, expect, it } from 'vitest';
import { planSchema, type Plan } from '@escazo/contracts/planning';
import { flightInstants } from './export-flights.ts';
import { itineraryIcs } from './export-ics.ts';
import { pdfText } from '../documents/test-support.ts';
import { itineraryPdf } from './export-pdf.ts';
import { renderDayMap } from './plan-map.ts';
import type { StoredDay } from './stored-plan.ts';

const usd = (amount: number) => ({ amount, currency: 'USD' });
const plan: Plan = planSchema.parse({
  id: '6f1c1b4e-2f7a-4c1e-9a41-3f1f5d0c9b11',
  destination: { id: 'sydney', name: 'Sydney', country: 'Australia' },
  name: '2 days in Sydney',
  startDate: '2027-03-01',
  endDate: '2027-03-02',
  travelers: 2,
  interests: ['Beaches'],
  pace: 'relaxed',
  tier: 'moderate',
  notes: 'Vegetarian dinners',
  origin: null,
  budget: usd(200_000),
  days: [
    {
      date: '2027-03-01',
      items: [
        {
          id: 'a1',
          type: 'accommodation',
          title: 'Check in: Harbour Hotel',
          start: '08:00',
          end: '08:30',
          cost: usd(50_000),
          location: { lat: -33.8688, lon: 151.2093 },
          bookable: 'hotel',
        },
        {
          id: 'a2',
          type: 'transport',
          title: 'Walk to Sydney Opera House',
          start: '08:30',
          end: '08:50',
          cost: usd(0),
          mode: 'walk',
          distanceKm: 1.4,
        },
        {
          id: 'a3',
          type: 'attraction',
          placeId: 'opera-house',
          title: 'Sydney Opera House',
          start: '09:00',
          end: '10:30',
          cost: usd(8_000),
          location: { lat: -33.8568, lon: 151.2153 },
        },
        {
          id: 'a4',
          type: 'dining',
          placeId: 'cafe',
          title: 'Lunch at Harbour Café',
          start: '12:00',
          end: '13:00',
          cost: usd(4_000),
          meal: 'lunch',
          location: { lat: -33.8731, lon: 151.206 },
        },
      ],
    },
    {
      date: '2027-03-02',
      items: [
        {
          id: 'b1',
          type: 'attraction',
          placeId: 'bondi',
          title: 'Bondi Beach',
          start: '10:00',
          end: '12:00',
          cost: usd(0),
          location: { lat: -33.8908, lon: 151.2743 },
        },
      ],
    },
  ],
  total: usd(62_000),
  feasible: false,
  violations: [{ rule: 'meals', day: '2027-03-01', message: 'No dinner on Monday' }],
  suggestion: { rule: 'meals', message: 'Add a dinner' },
  saved: true,
  version: 3,
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
});

describe('itinerary exports', () => {
  it('writes one calendar event per visit, meal and check-in, in UTC from the destination zone', () => {
    const ics = itineraryIcs(plan, 'Australia/Sydney', 'http://localhost/itinerary?trip=x');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(4);
    expect(ics).toContain(`UID:plan-${plan.id}-a3@escazo`);
    expect(ics).not.toContain('Walk to Sydney Opera House');
    // 09:00 in Sydney on 1 March 2027 (AEDT, UTC+11) is 22:00 UTC the day before.
    expect(ics).toContain('DTSTART:20270228T220000Z');
  });

  it("writes each flight at its airports' local times (departure zone, then arrival zone), or leaves it out when a zone is unknown", () => {
    const flight = {
      id: 'f1',
      type: 'flight' as const,
      title: 'Qantas QF1 · LHR → SYD',
      start: 359,
      end: 360,
      costMinor: 150_000,
      labels: { depart: '21:15', arrive: '06:00' },
      ref: { type: 'flight', itineraryId: 'QF1-20270227', cabin: 'economy', passengers: 2 },
    };
    const days: StoredDay[] = [
      { date: '2027-03-01', items: [flight] },
      { date: '2027-03-02', items: [] },
    ];
    const zones: Record<string, string> = { LHR: 'Europe/London', SYD: 'Australia/Sydney' };
    const instants = flightInstants(days, (code) => zones[code], 'Australia/Sydney');
    // 21:15 in London on 27 February 2027 (GMT) and 06:00 in Sydney on 1 March 2027 (AEDT, UTC+11).
    expect(instants.get('f1')).toEqual({ start: Date.UTC(2027, 1, 27, 21, 15), end: Date.UTC(2027, 1, 28, 19, 0) });
    const withFlight = planSchema.parse({
      ...plan,
      days: [
        {
          date: '2027-03-01',
          items: [
            { id: 'f1', type: 'flight', title: flight.title, start: '21:15', end: '06:00', cost: usd(150_000) },
            ...plan.days[0]!.items,
          ],
        },
        plan.days[1],
      ],
    });
    const ics = itineraryIcs(withFlight, 'Australia/Sydney', null, instants);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(5);
    expect(ics).toContain(`UID:plan-${plan.id}-f1@escazo`);
    expect(ics).toContain('DTSTART:20270227T211500Z');
    expect(ics).toContain('DTEND:20270228T190000Z');
    // The departure airport's zone unknown: no event rather than a wrong time.
    const unknown = flightInstants(days, (code) => (code === 'SYD' ? zones[code] : undefined), 'Australia/Sydney');
    expect(unknown.size).toBe(0);
    expect(itineraryIcs(withFlight, 'Australia/Sydney', null, unknown).match(/BEGIN:VEVENT/g)).toHaveLength(4);
  });

  it('writes a PDF with the trip on it', async () => {
    const bytes = await itineraryPdf(plan, 'http://localhost/itinerary?trip=x');
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);
  });

  it("draws the trip in any of the product's languages: arrows and Japanese print as typed", async () => {
    const text = await pdfText(await itineraryPdf({ ...plan, name: '東京 → 京都の旅' }, null));
    expect(text).toContain('東京 → 京都の旅');
  }, 60_000);

  it('draws a day map from bundled land, stops numbered in visit order, with nothing from another host', () => {
    const svg = renderDayMap('Day 1', [
      { lat: -33.8688, lon: 151.2093, label: 'Harbour Hotel', kind: 'lodging' },
      { lat: -33.8568, lon: 151.2153, label: 'Sydney Opera House', kind: 'visit' },
      { lat: -33.8908, lon: 151.2743, label: 'Bondi Beach', kind: 'visit' },
    ]);
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    expect(svg).toMatch(/<path d="M[^"]+Z"/);
    const badges = [...svg.matchAll(/font-weight="700" fill="#fff">([^<]+)</g)].map((m) => m[1]);
    expect(badges).toEqual(['H', '1', '2']);
    expect(svg).toContain('<polyline');
    expect(renderDayMap('Day 1', [{ lat: 48.8606, lon: 2.3376, label: 'Louvre', kind: 'visit' }])).toContain('Louvre');
  });
});
