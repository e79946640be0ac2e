import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Info } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { Checkbox } from '@escazo/ui/checkbox';
import { CardFields, type CardFieldName } from '@web/components/forms/card-fields.tsx';
import { ApiError } from '@web/lib/api-client.ts';
import { applyFieldErrors } from '@web/lib/apply-field-errors.ts';
import { translateValidation } from '@web/lib/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import {
  addCardInputSchema,
  useAddPaymentMethod,
  type AddCardForm as Values,
  type AddCardInput,
} from '../api/payment-methods.ts';

const fieldNames = ['holderName', 'number', 'expMonth', 'expYear', 'cvc'] as const;

/** Add a card: it goes to the payment processor; a decline is shown above the form. */
export function AddCardForm({ onDone, isFirst }: { onDone: () => void; isFirst: boolean }) {
  const { t } = useTranslation('account');
  const add = useAddPaymentMethod();
  const [declined, setDeclined] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, AddCardInput>({
    resolver: zodResolver(addCardInputSchema),
    mode: 'onTouched',
    defaultValues: { holderName: '', number: '', expMonth: '', expYear: '', cvc: '', makeDefault: isFirst },
  });
  const error = (name: CardFieldName) => translateValidation(errors[name]?.message);

  const onSubmit = handleSubmit((values) => {
    setDeclined(null);
    add.mutate(values, {
      onSuccess: (card) => {
        toast.success(t('payment.added', { last4: card.last4 }), { duration: 3000 });
        onDone();
      },
      onError: (err) => {
        if (applyFieldErrors(err, setError, fieldNames)) return;
        setDeclined(err instanceof ApiError ? err.message : t('payment.addFailed'));
      },
    });
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-5 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
      aria-labelledby="add-card-heading"
    >
      <h3 id="add-card-heading" className="text-base font-bold text-slate-900">
        {t('payment.addTitle')}
      </h3>
      <p className="flex items-start gap-2 text-sm text-slate-700">
        <Info className="mt-0.5 size-4 shrink-0 text-primary-700" aria-hidden="true" />
        {t('payment.testNote')}
      </p>
      {declined ? (
        <p
          role="alert"
          className="rounded-xl border border-danger-600/30 bg-danger-50 p-3 text-sm font-medium text-danger-600"
        >
          {declined}
        </p>
      ) : null}
      <CardFields register={register} error={error} />
      <Controller
        control={control}
        name="makeDefault"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Checkbox
              id="card-make-default"
              checked={field.value === true}
              onCheckedChange={(c) => field.onChange(c === true)}
            />
            <label htmlFor="card-make-default" className="text-sm text-slate-800">
              {t('payment.makeDefaultCheckbox')}
            </label>
          </div>
        )}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" disabled={add.isPending} onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? t('payment.adding') : t('payment.addSubmit')}
        </Button>
      </div>
    </form>
  );
}
