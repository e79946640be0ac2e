import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from '@web/lib/toast.ts';
import type { DriverApplication, DriverApplicationReceipt } from '@escazo/contracts/driver-application';
import { Button } from '@escazo/ui/button';
import { ApiError } from '@web/lib/api-client.ts';
import {
  submitDriverApplicationInputSchema,
  useSubmitDriverApplication,
  type DriverApplicationFormValues,
} from '../api/submit-driver-application.ts';
import { applyFieldErrors } from '@web/lib/apply-field-errors.ts';
import { MoreFields, PersonalFields, VehicleFields } from './application-fields.tsx';
import { TermsField } from './terms-field.tsx';

const fieldNames = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'city',
  'state',
  'vehicleMake',
  'vehicleModel',
  'vehicleYear',
  'drivingExperience',
  'whyJoin',
  'termsAgreed',
] as const;

const emptyForm: Partial<DriverApplicationFormValues> = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  city: '',
  vehicleModel: '',
  vehicleYear: '',
  drivingExperience: '',
  whyJoin: '',
};

type Props = { onSubmitted: (receipt: DriverApplicationReceipt, application: DriverApplication) => void };

export function ApplicationForm({ onSubmitted }: Props) {
  const { t } = useTranslation('drivers');
  const { t: tc } = useTranslation();
  const mutation = useSubmitDriverApplication();
  const form = useForm<DriverApplicationFormValues, unknown, DriverApplication>({
    resolver: zodResolver(submitDriverApplicationInputSchema),
    mode: 'onTouched',
    defaultValues: emptyForm,
  });

  const onSubmit = form.handleSubmit((application) =>
    mutation.mutate(application, {
      onSuccess: (receipt) => {
        toast.success(t('application.successTitle'), { description: t('application.successDescription') });
        onSubmitted(receipt, application);
      },
      onError: (error) => {
        applyFieldErrors(error, form.setError, fieldNames);
        toast.error(t('application.failedTitle'), {
          description: error instanceof ApiError ? error.message : tc('form.submitFailed'),
        });
      },
    }),
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-labelledby="application-form-heading" className="space-y-10">
        <PersonalFields />
        <VehicleFields />
        <MoreFields />
        <TermsField />
        <Button type="submit" size="lg" disabled={mutation.isPending} className="w-full sm:w-auto">
          {mutation.isPending ? t('application.submitting') : t('application.submit')}
        </Button>
      </form>
    </FormProvider>
  );
}
