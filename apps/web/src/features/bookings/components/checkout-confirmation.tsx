import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import type { BookingCreated } from '@escazo/contracts/bookings';
import { buttonVariants } from '@escazo/ui/button';
import { Card, CardBody } from '@escazo/ui/card';
import { paths } from '@web/config/paths.ts';
import { useFormatMoney } from '@web/lib/use-format-money.ts';

/** The booking made: its confirmation code, total, status and where to see it. */
export function CheckoutConfirmation({ booking }: { booking: BookingCreated['booking'] }) {
  const { t } = useTranslation('checkout');
  const format = useFormatMoney();
  const pending = booking.status === 'pending';
  return (
    <Card className="mx-auto max-w-xl">
      <CardBody className="space-y-5 text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-success-600" />
        <div role="status" className="space-y-2">
          <h2 className="text-2xl font-bold text-slate-900">
            {pending ? t('confirmed.pendingTitle') : t('confirmed.title')}
          </h2>
          {pending ? <p className="text-slate-700">{t('confirmed.pendingBody')}</p> : null}
        </div>
        <dl className="grid gap-3 text-left sm:grid-cols-3">
          <div>
            <dt className="text-sm text-slate-600">{t('confirmed.code')}</dt>
            <dd className="font-mono text-lg font-bold text-slate-900" data-testid="confirmation-code">
              {booking.confirmationCode}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t('confirmed.total')}</dt>
            <dd className="tabular text-lg font-bold text-slate-900">{format(booking.total)}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t('confirmed.status')}</dt>
            <dd className="text-lg font-bold text-slate-900" data-testid="booking-status">
              {t(`confirmed.statuses.${booking.status}`)}
            </dd>
          </div>
        </dl>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={paths.booking(booking.id)} className={buttonVariants()}>
            {t('confirmed.view')}
          </Link>
          <Link to={paths.myBookings} className={buttonVariants({ variant: 'outline' })}>
            {t('confirmed.myBookings')}
          </Link>
        </div>
      </CardBody>
    </Card>
  );
}
