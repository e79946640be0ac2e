/**
 * Cruises: each itinerary's sailings, an inside cabin for CRUISE_PASSENGERS; the baseline covers
 * the itinerary's sailings after today.
 */
import { priceBreakdown } from '@escazo/booking';
import { median, type DealBaseline } from '../baseline.ts';
import { isDeal } from '../discount.ts';
import {
  type Candidate,
  compareText,
  CURRENCY,
  dayStartIso,
  type DealsInventory,
  inventoryImageUrl,
  placeName,
  priced,
  ready,
  type ScanOptions,
  type Steps,
} from './common.ts';

export const CRUISE_PASSENGERS = 2;

export function* scanCruises(
  inv: DealsInventory,
  today: number,
  o: Required<ScanOptions>,
  baselines: DealBaseline[],
): Steps<Candidate[]> {
  const byItinerary = new Map<string, (typeof inv.data.cruises.sailings)[number][]>();
  for (const sailing of inv.data.cruises.sailings) {
    if (sailing.departureDay <= today) continue;
    const list = byItinerary.get(sailing.itineraryId);
    if (list) list.push(sailing);
    else byItinerary.set(sailing.itineraryId, [sailing]);
  }
  const found: Candidate[] = [];
  for (const itinerary of inv.data.cruises.itineraries) {
    yield;
    const sailings = byItinerary.get(itinerary.id);
    if (!sailings || sailings.length < 3) continue;
    const totalOf = (s: (typeof sailings)[number]) =>
      priceBreakdown('cruise', s.prices.inside * CRUISE_PASSENGERS, CURRENCY).total;
    const key = `cruise:${itinerary.id}:inside`;
    const typical = median(sailings.map(totalOf));
    baselines.push({ key, type: 'cruise', typicalAmount: typical, currency: CURRENCY, samples: sailings.length });
    const candidates = sailings
      .filter((s) => s.departureDay >= today + o.minLeadDays && s.departureDay <= today + o.lodgingDays)
      .sort((a, b) => totalOf(a) - totalOf(b) || a.departureDay - b.departureDay || compareText(a.id, b.id));
    for (const sailing of candidates) {
      if (!isDeal(totalOf(sailing), typical)) break;
      const found1 = inv.engines.cruises.sailing(sailing.id);
      const cabin = inv.engines.cruises
        .cabins(sailing.id, CRUISE_PASSENGERS, inv.sold.cruises)
        ?.find((c) => c.category === 'inside');
      if (!found1 || !cabin || cabin.cabinsLeft < cabin.cabinsNeeded) continue;
      const { ship, line } = found1;
      const embark = itinerary.embark;
      const deal = priced(
        {
          id: `cruise:${sailing.id}:inside`,
          type: 'cruise',
          title: itinerary.title,
          description: `${ship.name} · ${sailing.nights} nights · Inside cabin for ${CRUISE_PASSENGERS}`,
          location: placeName(embark.name, embark.country),
          cityId: embark.cityId,
          discountedAmount: priceBreakdown('cruise', cabin.pricePerPerson.amount * CRUISE_PASSENGERS, CURRENCY).total,
          currency: CURRENCY,
          rating: line.rating,
          imageUrl: inventoryImageUrl(sailing.imagery),
          validUntil: dayStartIso(sailing.departureDay),
          offerRequest: { type: 'cruise', sailingId: sailing.id, category: 'inside', passengers: CRUISE_PASSENGERS },
          baselineKey: key,
        },
        typical,
      );
      const item = ready(deal, embark.cityId ?? embark.id);
      if (item) found.push(item);
      break;
    }
  }
  return found;
}
