import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '@web/lib/toast.ts';
import { CircleCheck } from 'lucide-react';
import { contactDepartments, contactDepartmentSchema } from '@escazo/contracts/contact';
import { Button } from '@escazo/ui/button';
import { Field } from '@escazo/ui/field';
import { Input, Select, Textarea } from '@escazo/ui/input';
import { ApiError } from '@web/lib/api-client.ts';
import { translateValidation } from '@web/lib/i18n.ts';
import {
  sendContactMessageInputSchema,
  useSendContactMessage,
  type SendContactMessageInput,
} from '../api/send-contact-message.ts';
import { applyFieldErrors } from '@web/lib/apply-field-errors.ts';

const fieldNames = ['name', 'email', 'subject', 'message', 'department'] as const;

/** The contact form; `?department=` preselects a department (the help page links live chat here). */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const { t: tc } = useTranslation();
  const [searchParams] = useSearchParams();
  const preset = contactDepartmentSchema.safeParse(searchParams.get('department')).data;
  const [reference, setReference] = useState<string | null>(null);
  const mutation = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<SendContactMessageInput>({
    resolver: zodResolver(sendContactMessageInputSchema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', subject: '', message: '', department: preset },
  });

  useEffect(() => {
    if (!preset) return;
    setValue('department', preset);
    clearErrors('department');
  }, [preset, setValue, clearErrors]);

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: (receipt) => {
        toast.success(t('form.successTitle'), { description: t('form.successDescription'), duration: 5000 });
        setReference(receipt.reference);
        reset();
      },
      onError: (error) => {
        applyFieldErrors(error, setError, fieldNames);
        toast.error(t('form.failedTitle'), {
          description: error instanceof ApiError ? error.message : tc('form.submitFailed'),
        });
      },
    }),
  );

  const error = (name: (typeof fieldNames)[number]) => translateValidation(errors[name]?.message);

  return (
    <form
      id="contact-form"
      noValidate
      onSubmit={onSubmit}
      className="scroll-mt-24 space-y-5"
      aria-labelledby="contact-form-heading"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('form.name')} error={error('name')}>
          <Input autoComplete="name" {...register('name')} />
        </Field>
        <Field label={t('form.email')} error={error('email')}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('form.subject')} error={error('subject')}>
          <Input {...register('subject')} />
        </Field>
        <Field label={t('form.department')} error={error('department')}>
          <Select {...register('department')}>
            <option value="">{t('form.departmentPlaceholder')}</option>
            {contactDepartments.map((d) => (
              <option key={d} value={d}>
                {t(`departments.${d}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field label={t('form.message')} error={error('message')}>
        <Textarea rows={6} {...register('message')} />
      </Field>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <Button type="submit" size="lg" disabled={mutation.isPending}>
          {mutation.isPending ? t('form.sending') : t('form.submit')}
        </Button>
        <div role="status" className="min-h-6">
          {reference ? (
            <p className="flex items-start gap-2 text-sm text-slate-700">
              <CircleCheck className="mt-0.5 size-4 shrink-0 text-success-600" aria-hidden="true" />
              <span>
                <strong className="tabular font-semibold text-slate-900">{t('form.reference', { reference })}</strong>
                <br />
                {t('form.referenceHint')}
              </span>
            </p>
          ) : null}
        </div>
      </div>
    </form>
  );
}
