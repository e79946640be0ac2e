import { useTranslation } from 'react-i18next';
import type { BookingDetail } from '@escazo/contracts/bookings';
import { Day } from '@web/components/dates/day.tsx';
import { bookingPlace } from './booking-card-details.tsx';
import { itineraryFlightNumbers } from './checkout-package-parts.tsx';

/** Product fields worth showing, in this order; ids other than the room type stay out. */
const PRODUCT_FIELDS = [
  'cabin',
  'passengers',
  'roomTypeId',
  'guests',
  'rooms',
  'category',
  'pickupTime',
  'dropoffTime',
  'driverAge',
] as const;
/** A package shows its flight's fields, then its hotel's (check-in is the arrival day). */
const PACKAGE_FIELDS = ['cabin', 'passengers', 'checkIn', 'roomTypeId', 'guests', 'rooms'] as const;

const record = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/** The fields shown and where they are read: a package keeps its flight and hotel selections apart. */
function productFields(booking: BookingDetail): { fields: readonly string[]; values: Record<string, unknown> } {
  if (booking.type !== 'package') return { fields: PRODUCT_FIELDS, values: booking.product };
  return { fields: PACKAGE_FIELDS, values: { ...record(booking.product.flight), ...record(booking.product.hotel) } };
}

const Row = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <div>
    <dt className="text-slate-600">{label}</dt>
    <dd className="font-medium text-slate-900">{children}</dd>
  </div>
);

/** Flight numbers come from the booked items (one per leg); the airline is each number's prefix. */
function flightNumbers(items: BookingDetail['items']): string[] {
  return items.flatMap((i) => (typeof i.flightNumber === 'string' ? [i.flightNumber] : []));
}

/** A round trip's outbound and return flight numbers, from the itinerary ids in its product; null for anything else. */
function roundTripFlights(booking: BookingDetail): { outbound: string; return: string } | null {
  const { itineraryId, returnItineraryId } = booking.product;
  if (booking.type !== 'flight' || typeof itineraryId !== 'string' || typeof returnItineraryId !== 'string')
    return null;
  return { outbound: itineraryFlightNumbers(itineraryId), return: itineraryFlightNumbers(returnItineraryId) };
}

/** What was booked: where it starts (a flight's route, a cruise's departure port and then its ports of call), dates, the product's own details, travellers and contact. */
export function BookingPageDetails({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation('my-bookings');
  const roundTrip = roundTripFlights(booking);
  const dates = roundTrip ? 'roundTrip' : booking.type;
  const flights =
    !roundTrip && (booking.type === 'flight' || booking.type === 'package') ? flightNumbers(booking.items) : [];
  const { fields, values } = productFields(booking);
  return (
    <section aria-labelledby="booking-details" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="booking-details" className="text-lg font-bold text-slate-900">
        {t('detail.product')}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
        <Row label={t(`place.${booking.type}`)}>{bookingPlace(booking)}</Row>
        {booking.details.type === 'cruise' && booking.details.portsOfCall.length > 0 ? (
          <Row label={t('detail.portsOfCall')}>{booking.details.portsOfCall.join(', ')}</Row>
        ) : null}
        <Row label={t(`dates.${dates}.start`)}>
          <Day value={booking.startDate} />
        </Row>
        <Row label={t(`dates.${dates}.end`)}>
          <Day value={booking.endDate} />
        </Row>
        {flights.length ? <Row label={t('detail.flights')}>{flights.join(', ')}</Row> : null}
        {roundTrip ? (
          <>
            <Row label={t('detail.outbound')}>{roundTrip.outbound}</Row>
            <Row label={t('detail.return')}>{roundTrip.return}</Row>
          </>
        ) : null}
        {fields
          .filter((k) => typeof values[k] === 'string' || typeof values[k] === 'number')
          .map((k) => (
            <Row key={k} label={t(`product.${k}`)}>
              {String(values[k])}
            </Row>
          ))}
        <Row label={t('confirmationCode')}>
          <span className="font-mono">{booking.confirmationCode}</span>
        </Row>
      </dl>
      <h3 className="mt-6 text-base font-bold text-slate-900">{t('detail.travellers')}</h3>
      <ul className="mt-2 space-y-1 text-sm text-slate-900">
        {booking.travellers.map((p, i) => (
          <li key={i}>
            {p.firstName} {p.lastName}
            {p.dateOfBirth ? (
              <span className="text-slate-600"> ({t('detail.born', { date: p.dateOfBirth })})</span>
            ) : null}
          </li>
        ))}
      </ul>
      <h3 className="mt-6 text-base font-bold text-slate-900">{t('detail.contact')}</h3>
      <p className="mt-2 text-sm text-slate-900">
        {booking.contact.email} · {booking.contact.phone}
      </p>
    </section>
  );
}
