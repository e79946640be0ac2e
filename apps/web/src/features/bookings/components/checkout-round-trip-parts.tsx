import { useTranslation } from 'react-i18next';
import type { Offer } from '@escazo/contracts/bookings';
import { formatDayWithWeekday } from '@web/lib/format-date.ts';
import { itineraryFlightNumbers } from './checkout-package-parts.tsx';

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The first flight's day an itinerary id names ('AA100-20261201_BA117-20261202' → '2026-12-01'). */
const itineraryDay = (itineraryId: string) =>
  (itineraryId.split('_')[0]?.split('-')[1] ?? '').replace(/^(\d{4})(\d{2})(\d{2})$/, '$1-$2-$3');

/** A round trip's two flights at checkout: the outbound's and the return's numbers and day, the cabin and party. */
export function CheckoutRoundTripParts({ offer }: { offer: Offer }) {
  const { t } = useTranslation('checkout');
  const { product } = offer;
  if (offer.type !== 'flight' || typeof product.returnItineraryId !== 'string') return null;
  const cabin = t(`package.cabins.${text(product.cabin)}`, { defaultValue: text(product.cabin) });
  const count = Number(product.passengers) || 1;
  const trips = [
    { key: 'outbound', id: text(product.itineraryId) },
    { key: 'return', id: product.returnItineraryId },
  ] as const;
  return (
    <dl className="space-y-2 border-t border-slate-200 pt-3 text-sm" data-testid="checkout-round-trip-parts">
      {trips.map((trip) => (
        <div key={trip.key}>
          <dt className="font-semibold text-slate-900">{t(`roundTrip.${trip.key}`)}</dt>
          <dd className="text-slate-700">
            {t('roundTrip.value', {
              numbers: itineraryFlightNumbers(trip.id),
              day: formatDayWithWeekday(itineraryDay(trip.id)),
              cabin,
              count,
            })}
          </dd>
        </div>
      ))}
    </dl>
  );
}
