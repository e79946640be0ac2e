import { useTranslation } from 'react-i18next';
import type { Offer } from '@escazo/contracts/bookings';
import { formatDayWithWeekday } from '@web/lib/format-date.ts';

const record = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The flight numbers an itinerary id names ('AA100-20261201_BA117-20261202' → 'AA100, BA117'). */
export const itineraryFlightNumbers = (itineraryId: string) =>
  itineraryId
    .split('_')
    .map((leg) => leg.split('-')[0] ?? '')
    .filter(Boolean)
    .join(', ');

/** A package's two parts at checkout: its flight (numbers, cabin, passengers) and its hotel stay (dates, rooms, guests). */
export function CheckoutPackageParts({ offer }: { offer: Offer }) {
  const { t } = useTranslation('checkout');
  if (offer.type !== 'package') return null;
  const flight = record(offer.product.flight);
  const hotel = record(offer.product.hotel);
  return (
    <dl className="space-y-2 border-t border-slate-200 pt-3 text-sm" data-testid="checkout-package-parts">
      <div>
        <dt className="font-semibold text-slate-900">{t('package.flight')}</dt>
        <dd className="text-slate-700">
          {t('package.flightValue', {
            numbers: itineraryFlightNumbers(text(flight.itineraryId)),
            cabin: t(`package.cabins.${text(flight.cabin)}`, { defaultValue: text(flight.cabin) }),
            count: Number(flight.passengers) || 1,
          })}
        </dd>
      </div>
      <div>
        <dt className="font-semibold text-slate-900">{t('package.hotel')}</dt>
        <dd className="text-slate-700">
          {t('package.hotelValue', {
            checkIn: formatDayWithWeekday(text(hotel.checkIn)),
            checkOut: formatDayWithWeekday(text(hotel.checkOut)),
            count: Number(hotel.rooms) || 1,
          })}
        </dd>
      </div>
    </dl>
  );
}
