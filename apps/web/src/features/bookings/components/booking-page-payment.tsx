import { useTranslation } from 'react-i18next';
import type { BookingDetail } from '@escazo/contracts/bookings';
import { useFormatMoney } from '@web/lib/use-format-money.ts';
import { ChargedAmount } from '@web/components/currency/charged-amount.tsx';
import { RatesNotice } from '@web/components/currency/rates-notice.tsx';

const Line = ({ label, children, strong }: { label: string; children: React.ReactNode; strong?: boolean }) => (
  <div className="flex justify-between gap-4">
    <dt className="text-slate-600">{label}</dt>
    <dd className={strong ? 'font-bold text-slate-900' : 'font-medium text-slate-900'}>{children}</dd>
  </div>
);

/** The price breakdown, what was paid and refunded, with which card, and the policy words. */
export function BookingPagePayment({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation('my-bookings');
  const format = useFormatMoney();
  const { payment } = booking;
  return (
    <section aria-labelledby="booking-payment" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="booking-payment" className="text-lg font-bold text-slate-900">
        {t('detail.payment')}
      </h2>
      <dl className="mt-4 space-y-2 text-sm" data-testid="payment-summary">
        <Line label={t('detail.base')}>{format(booking.price.base)}</Line>
        <Line label={t('detail.taxes')}>{format(booking.price.taxesAndFees)}</Line>
        <Line label={t('total')} strong>
          {format(booking.price.total)}
        </Line>
        {payment ? (
          <>
            <Line label={t('detail.paid')}>{format(payment.paid)}</Line>
            <Line label={t('detail.refunded')}>{format(payment.refunded)}</Line>
            {payment.card ? (
              <Line label={t('detail.card')}>{`${payment.card.brand} •••• ${payment.card.last4}`}</Line>
            ) : null}
          </>
        ) : (
          <Line label={t('detail.paymentStatus')}>{t('detail.notPaid')}</Line>
        )}
      </dl>
      <ChargedAmount money={booking.price.total} className="mt-2 text-right" />
      <RatesNotice className="mt-2" />
      <h3 className="mt-6 text-base font-bold text-slate-900">{t('detail.policy')}</h3>
      <p className="mt-2 text-sm text-slate-900">{booking.cancellationPolicy.description}</p>
    </section>
  );
}
