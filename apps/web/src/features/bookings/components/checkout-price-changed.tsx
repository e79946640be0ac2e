import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { offerRequestSchema, type Offer } from '@escazo/contracts/bookings';
import { Button } from '@escazo/ui/button';
import { Card, CardBody } from '@escazo/ui/card';
import { paths } from '@web/config/paths.ts';
import { useFormatMoney } from '@web/lib/use-format-money.ts';
import { useCreateOffer } from '../api/create-offer.ts';

/** The price moved: a fresh offer for the same product shows the new total; accepting opens its checkout. */
export function CheckoutPriceChanged({ offer }: { offer: Offer }) {
  const { t } = useTranslation('checkout');
  const format = useFormatMoney();
  const navigate = useNavigate();
  const reprice = useCreateOffer();
  const { mutate } = reprice;
  useEffect(() => {
    const product = offerRequestSchema.safeParse(offer.product);
    if (product.success) mutate(product.data);
  }, [offer.product, mutate]);
  const fresh = reprice.data?.offer;
  return (
    <Card className="mx-auto max-w-xl">
      <CardBody className="space-y-4">
        <h2 className="text-xl font-bold text-slate-900">{t('priceChangedTitle')}</h2>
        {fresh ? (
          <>
            <p role="status" className="text-slate-800">
              {t('priceChangedBody', { total: format(fresh.price.total) })}
            </p>
            <Button onClick={() => void navigate(paths.checkout(fresh.id), { replace: true })}>
              {t('priceChangedAccept')}
            </Button>
          </>
        ) : reprice.isError ? (
          <p role="alert" className="text-danger-600">
            {reprice.error.message}
          </p>
        ) : (
          <p role="status" className="text-slate-700">
            {t('priceChangedChecking')}
          </p>
        )}
      </CardBody>
    </Card>
  );
}
