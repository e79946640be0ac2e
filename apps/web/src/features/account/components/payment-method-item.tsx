import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreditCard } from 'lucide-react';
import type { PaymentMethod } from '@escazo/contracts/account';
import { Badge } from '@escazo/ui/badge';
import { Button } from '@escazo/ui/button';
import { Dialog, DialogClose, DialogContent } from '@escazo/ui/dialog';
import { ApiError } from '@web/lib/api-client.ts';
import { toast } from '@web/lib/toast.ts';
import { useMakeDefaultPaymentMethod, useRemovePaymentMethod } from '../api/payment-methods.ts';
import { formatExpiry } from '../utils/format.ts';

/** One saved card: brand •••• last4, expiry, default badge; make default; remove after a confirmation. */
export function PaymentMethodItem({ card }: { card: PaymentMethod }) {
  const { t } = useTranslation('account');
  const [confirming, setConfirming] = useState(false);
  const makeDefault = useMakeDefaultPaymentMethod();
  const remove = useRemovePaymentMethod();
  const name = t('payment.cardName', { brand: t(`brands.${card.brand}`), last4: card.last4 });
  const failed = (err: unknown) =>
    toast.error(t('toasts.saveFailed'), { description: err instanceof ApiError ? err.message : undefined });

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-4">
      <div className="flex min-w-0 items-center gap-3">
        <span className="grid size-10 shrink-0 place-content-center rounded-xl bg-primary-50 text-primary-700">
          <CreditCard className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            <span className="tabular">{name}</span>
            {card.isDefault ? <Badge tone="primary">{t('payment.default')}</Badge> : null}
          </p>
          <p className="text-sm text-slate-600">
            {card.holderName} ·{' '}
            <span className="tabular">
              {t('payment.expires', { expiry: formatExpiry(card.expMonth, card.expYear) })}
            </span>
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {!card.isDefault ? (
          <Button
            variant="outline"
            size="sm"
            disabled={makeDefault.isPending}
            aria-label={t('payment.makeDefaultFor', { card: name })}
            onClick={() =>
              makeDefault.mutate(card.id, {
                onSuccess: () => toast.success(t('payment.defaultSet', { card: name }), { duration: 3000 }),
                onError: failed,
              })
            }
          >
            {t('payment.makeDefault')}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('payment.removeFor', { card: name })}
          onClick={() => setConfirming(true)}
        >
          {t('payment.remove')}
        </Button>
      </div>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent
          title={t('payment.removeTitle')}
          description={t('payment.removeBody', { card: name })}
          closeLabel={t('close')}
        >
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button variant="outline">{t('cancel')}</Button>
            </DialogClose>
            <Button
              className="bg-danger-600 hover:bg-danger-600/90"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(card.id, {
                  onSuccess: () => {
                    setConfirming(false);
                    toast.success(t('payment.removed', { card: name }), { duration: 3000 });
                  },
                  onError: failed,
                })
              }
            >
              {t('payment.removeConfirm')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </li>
  );
}
