import { useTranslation } from 'react-i18next';
import type { BookingListItem } from '@escazo/contracts/bookings';
import { DetailList } from '@escazo/ui/detail-list';

type Row = { label: string; value: string };

/** Where the product starts: the route for flights and rides, the hotel's or stay's place, the pick-up desk, the embark port, a package's hotel city. */
export function bookingPlace(booking: Pick<BookingListItem, 'details'>): string {
  const d = booking.details;
  switch (d.type) {
    case 'flight':
      // A round trip goes there and back.
      return `${d.departure} ${d.return ? '↔' : '→'} ${d.arrival}`;
    case 'hotel':
      return d.location;
    case 'stay':
      return d.place;
    case 'car':
      return d.location;
    case 'cruise':
      return d.departure;
    case 'ride':
      return `${d.pickup} → ${d.dropoff}`;
    case 'package':
      return d.hotel.location;
  }
}

function useDetailRows(booking: BookingListItem): Row[] {
  const { t } = useTranslation('my-bookings');
  const d = booking.details;
  switch (d.type) {
    case 'flight':
      return d.return
        ? [
            { label: t('card.outbound'), value: `${d.flightNumber} · ${d.airline}` },
            { label: t('card.return'), value: `${d.return.flightNumber} · ${d.return.airline}` },
          ]
        : [
            { label: t('card.airline'), value: d.airline },
            { label: t('card.flightNumber'), value: d.flightNumber },
          ];
    case 'hotel':
      return [{ label: t('card.roomType'), value: d.roomType }];
    case 'stay':
      return [];
    case 'car':
      return [
        { label: t('card.carType'), value: d.carType },
        { label: t('card.company'), value: d.company },
      ];
    case 'cruise':
      return [
        { label: t('card.ship'), value: d.ship },
        { label: t('card.cabin'), value: t(`card.cabins.${d.cabin}`, { defaultValue: d.cabin }) },
      ];
    case 'ride':
      return [
        ...(d.pickupTime ? [{ label: t('card.pickupTime'), value: d.pickupTime }] : []),
        { label: t('card.driver'), value: d.driver },
        { label: t('card.vehicle'), value: d.plate ? `${d.vehicle} · ${d.plate}` : d.vehicle },
      ];
    case 'package':
      return [
        { label: t('card.airline'), value: d.flight.airline },
        { label: t('card.flightNumber'), value: d.flight.flightNumber },
        { label: t('card.roomType'), value: d.hotel.roomType },
      ];
  }
}

/** The product's own details (airline, room type, car, ship, a ride's driver and vehicle, both parts of a package) and who travels, under the card's dates. */
export function BookingCardDetails({ booking }: { booking: BookingListItem }) {
  const { t } = useTranslation('my-bookings');
  const rows = useDetailRows(booking).filter((r) => r.value);
  if (booking.travellerNames.length)
    rows.push({ label: t(`card.travellers.${booking.type}`), value: booking.travellerNames.join(', ') });
  if (!rows.length) return null;
  return <DetailList rows={rows} className="mt-3 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-4" />;
}
