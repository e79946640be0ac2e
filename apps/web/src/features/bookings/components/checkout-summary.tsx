import { useTranslation } from 'react-i18next';
import { Clock } from 'lucide-react';
import type { Offer } from '@escazo/contracts/bookings';
import { Card, CardBody } from '@escazo/ui/card';
import { formatDayWithWeekday } from '@web/lib/format-date.ts';
import { useFormatMoney } from '@web/lib/use-format-money.ts';
import { ChargedAmount } from '@web/components/currency/charged-amount.tsx';
import { RatesNotice } from '@web/components/currency/rates-notice.tsx';
import { formatHeldUntil } from '../utils/checkout-format.ts';
import { CheckoutPackageParts } from './checkout-package-parts.tsx';
import { CheckoutRoundTripParts } from './checkout-round-trip-parts.tsx';

/** What is bought: the product, its dates, the price breakdown, the hold and the cancellation policy. */
export function CheckoutSummary({ offer }: { offer: Offer }) {
  const { t } = useTranslation('checkout');
  const format = useFormatMoney();
  const { price } = offer;
  return (
    <Card className="self-start">
      <CardBody className="space-y-4">
        <h2 className="text-lg font-semibold text-slate-900">{t('summary.title')}</h2>
        <div>
          <p className="font-semibold text-slate-900" data-testid="checkout-title">
            {offer.title}
          </p>
          <p className="text-sm text-slate-700">{offer.destination}</p>
          <p className="text-sm text-slate-700">
            {t('summary.dates', {
              start: formatDayWithWeekday(offer.startDate),
              end: formatDayWithWeekday(offer.endDate),
            })}
          </p>
        </div>
        <CheckoutPackageParts offer={offer} />
        <CheckoutRoundTripParts offer={offer} />
        <dl className="space-y-2 border-t border-slate-200 pt-3 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-700">{t('summary.base')}</dt>
            <dd className="tabular text-slate-900">{format(price.base)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-700">{t('summary.taxes')}</dt>
            <dd className="tabular text-slate-900">{format(price.taxesAndFees)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-bold">
            <dt className="text-slate-900">{t('summary.total')}</dt>
            <dd className="tabular text-slate-900" data-testid="checkout-total">
              {format(price.total)}
            </dd>
          </div>
        </dl>
        <ChargedAmount money={price.total} className="-mt-2 text-right" />
        <RatesNotice />
        <p className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <Clock aria-hidden="true" className="size-4" />
          {t('summary.heldUntil', { time: formatHeldUntil(offer.expiresAt) })}
        </p>
        <div className="border-t border-slate-200 pt-3">
          <h3 className="text-sm font-semibold text-slate-900">{t('summary.cancellation')}</h3>
          <p className="text-sm text-slate-700">{offer.cancellationPolicy.description}</p>
        </div>
      </CardBody>
    </Card>
  );
}
