import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreditCard, Plus } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { usePaymentMethods } from '../api/payment-methods.ts';
import { AddCardForm } from './add-card-form.tsx';
import { PaymentMethodItem } from './payment-method-item.tsx';
import { LoadingRows, LoadError } from '@web/components/feedback/query-state.tsx';
import { SectionCard } from './section-card.tsx';

/** Saved cards and the Add card form. */
export function PaymentMethodsTab() {
  const { t } = useTranslation('account');
  const methods = usePaymentMethods();
  const [adding, setAdding] = useState(false);
  const cards = methods.data?.paymentMethods ?? [];

  return (
    <SectionCard
      title={t('payment.title')}
      description={t('payment.description')}
      action={
        !adding && methods.isSuccess ? (
          <Button size="sm" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            {t('payment.add')}
          </Button>
        ) : null
      }
    >
      {methods.isPending ? (
        <LoadingRows rows={2} />
      ) : methods.isError ? (
        <LoadError onRetry={() => void methods.refetch()} />
      ) : (
        <div className="space-y-4">
          {cards.length > 0 ? (
            <ul className="divide-y divide-slate-200" aria-label={t('payment.listLabel')}>
              {cards.map((card) => (
                <PaymentMethodItem key={card.id} card={card} />
              ))}
            </ul>
          ) : !adding ? (
            <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center">
              <CreditCard className="size-8 text-slate-500" aria-hidden="true" />
              <p className="mt-2 font-semibold text-slate-900">{t('payment.emptyTitle')}</p>
              <p className="mt-1 text-sm text-slate-600">{t('payment.emptyBody')}</p>
            </div>
          ) : null}
          {adding ? <AddCardForm isFirst={cards.length === 0} onDone={() => setAdding(false)} /> : null}
        </div>
      )}
    </SectionCard>
  );
}
