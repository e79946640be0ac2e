import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminBookingDetail } from '@escazo/contracts/admin';
import { formatDay, formatMoment } from '@web/lib/format-date.ts';
import { formatMoney } from '@escazo/contracts/money-format';
import { DetailList } from '../../components/detail-list.tsx';
import { BookingStatusBadge } from './booking-status-badge.tsx';

/** The booking as its traveller's page has it, with the account holder and the payment. */
export function BookingDetails({ detail }: { detail: AdminBookingDetail }) {
  const { t } = useTranslation('admin');
  const { booking: b, user } = detail;
  const items: [string, ReactNode][] = [
    [t('bookings.columns.status'), <BookingStatusBadge key="s" status={b.status} />],
    [t('bookings.columns.booking'), `${b.title} · ${t(`bookings.types.${b.type}`)}`],
    [t('bookings.fields.destination'), b.destination],
    [t('bookings.columns.dates'), `${formatDay(b.startDate)} – ${formatDay(b.endDate)}`],
    [t('bookings.columns.account'), `${user.name} <${user.email}>`],
    [t('bookings.fields.contact'), `${b.contact.email} · ${b.contact.phone}`],
    [t('bookings.fields.travellers'), b.travellers.map((p) => `${p.firstName} ${p.lastName}`).join(', ')],
    [t('bookings.columns.total'), formatMoney(b.price.total)],
    [t('bookings.fields.policy'), b.cancellationPolicy.description],
    [t('bookings.fields.booked'), formatMoment(b.createdAt)],
  ];
  if (b.payment) {
    items.push([
      t('bookings.fields.payment'),
      t('bookings.paymentSummary', { paid: formatMoney(b.payment.paid), refunded: formatMoney(b.payment.refunded) }),
    ]);
  }
  return <DetailList items={items} />;
}
