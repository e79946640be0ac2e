import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { STAFF_CANCEL_REASON_MAX, type AdminBookingDetail } from '@escazo/contracts/admin';
import { Button } from '@escazo/ui/button';
import { Checkbox } from '@escazo/ui/checkbox';
import { Dialog, DialogContent } from '@escazo/ui/dialog';
import { Field } from '@escazo/ui/field';
import { Input, Textarea } from '@escazo/ui/input';
import { ApiError } from '@web/lib/api-client.ts';
import { formatMoney } from '@escazo/contracts/money-format';
import { translateValidation } from '@web/lib/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useCancelBooking } from './bookings-api.ts';
import { cancelFormSchema, cancelRequest, type CancelForm } from './cancel-form-schema.ts';
import { formatMajorAmount } from './refund-amount.ts';

/** Cancel on the traveller's behalf: the policy's refund, or (Super Admin) an amount of one's own with a reason. */
export function CancelBookingDialog({
  detail,
  mayOverride,
  onClose,
}: {
  detail: AdminBookingDetail;
  mayOverride: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const overrideId = useId();
  const cancel = useCancelBooking();
  const { booking, cancellation } = detail;
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<CancelForm>({
    resolver: zodResolver(cancelFormSchema(cancellation.refundable)),
    defaultValues: {
      reason: '',
      override: false,
      refundAmount: formatMajorAmount(cancellation.refund.amount, cancellation.refund.currency),
      overrideReason: '',
    },
  });
  const overriding = watch('override');

  const onSubmit = handleSubmit((form) =>
    cancel.mutate(
      { id: booking.id, ...cancelRequest(form, cancellation.refundable.currency) },
      {
        onSuccess: (result) => {
          toast.success(t('bookings.cancelled', { code: booking.confirmationCode }), {
            description: t(result.overridden ? 'bookings.refundOverridden' : 'bookings.refundByPolicy', {
              amount: formatMoney(result.refund),
            }),
          });
          onClose();
        },
        onError: (err) =>
          toast.error(t('bookings.actionFailed'), { description: err instanceof ApiError ? err.message : undefined }),
      },
    ),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('bookings.cancelTitle', { code: booking.confirmationCode })}
        description={t('bookings.cancelDescription')}
        closeLabel={t('close')}
      >
        <form
          noValidate
          onSubmit={onSubmit}
          className="space-y-5"
          aria-label={t('bookings.cancelTitle', { code: booking.confirmationCode })}
        >
          <div className="space-y-1 rounded-xl bg-slate-50 p-4 text-sm text-slate-800">
            <p className="font-semibold text-slate-900">
              {t('bookings.policyRefund', { amount: formatMoney(cancellation.refund) })}
            </p>
            <p>{cancellation.cancellationPolicy.description}</p>
            <p className="text-slate-600">
              {t('bookings.refundable', { amount: formatMoney(cancellation.refundable) })}
            </p>
          </div>
          <Field
            label={t('bookings.fields.reason')}
            optional={t('bookings.optional')}
            hint={t('bookings.reasonHint')}
            error={translateValidation(errors.reason?.message)}
          >
            <Textarea rows={2} maxLength={STAFF_CANCEL_REASON_MAX} className="min-h-20" {...register('reason')} />
          </Field>
          {mayOverride ? (
            <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
              <legend className="px-1 text-sm font-semibold text-slate-900">{t('bookings.overrideLegend')}</legend>
              <div className="flex items-center gap-2">
                <Controller
                  control={control}
                  name="override"
                  render={({ field }) => (
                    <Checkbox
                      id={overrideId}
                      ref={field.ref}
                      name={field.name}
                      checked={field.value}
                      onCheckedChange={(checked) => field.onChange(checked === true)}
                      onBlur={field.onBlur}
                    />
                  )}
                />
                <label htmlFor={overrideId} className="text-sm text-slate-800">
                  {t('bookings.fields.override')}
                </label>
              </div>
              {overriding ? (
                <>
                  <Field
                    label={t('bookings.fields.refundAmount', { currency: cancellation.refundable.currency })}
                    hint={t('bookings.refundAmountHint', { amount: formatMoney(cancellation.refundable) })}
                    error={translateValidation(errors.refundAmount?.message)}
                  >
                    <Input inputMode="decimal" autoComplete="off" {...register('refundAmount')} />
                  </Field>
                  <Field
                    label={t('bookings.fields.overrideReason')}
                    error={translateValidation(errors.overrideReason?.message)}
                  >
                    <Textarea
                      rows={2}
                      maxLength={STAFF_CANCEL_REASON_MAX}
                      className="min-h-20"
                      {...register('overrideReason')}
                    />
                  </Field>
                </>
              ) : null}
            </fieldset>
          ) : null}
          <div className="flex justify-end gap-3">
            <Button variant="outline" onClick={onClose} disabled={cancel.isPending}>
              {t('bookings.keep')}
            </Button>
            <Button type="submit" variant="accent" disabled={cancel.isPending}>
              {t('bookings.confirmCancel')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
