import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import type { Offer } from '@escazo/contracts/bookings';
import { buttonVariants } from '@escazo/ui/button';
import { Card, CardBody } from '@escazo/ui/card';
import { paths } from '@web/config/paths.ts';

/** An offer books once: its checkout shows the booking made from it instead of the pay form. */
export function CheckoutAlreadyBooked({ booking }: { booking: NonNullable<Offer['booking']> }) {
  const { t } = useTranslation('checkout');
  return (
    <Card className="mx-auto max-w-xl">
      <CardBody className="space-y-5 text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-success-600" />
        <div role="status" className="space-y-2">
          <h2 className="text-2xl font-bold text-slate-900">{t('alreadyBooked.title')}</h2>
          <p className="text-slate-700">{t('alreadyBooked.body')}</p>
        </div>
        <dl>
          <dt className="text-sm text-slate-600">{t('confirmed.code')}</dt>
          <dd className="font-mono text-lg font-bold text-slate-900" data-testid="confirmation-code">
            {booking.confirmationCode}
          </dd>
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
