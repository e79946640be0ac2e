import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Mail } from 'lucide-react';
import type { NewsletterSubscribe } from '@escazo/contracts/deals';
import { Button } from '@escazo/ui/button';
import { Field } from '@escazo/ui/field';
import { Input } from '@escazo/ui/input';
import { ApiError } from '@web/lib/api-client.ts';
import { applyFieldErrors } from '@web/lib/apply-field-errors.ts';
import { translateValidation } from '@web/lib/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { newsletterSubscribeSchema } from '@escazo/contracts/deals';
import { useSubscribeToNewsletter } from '../api/newsletter.ts';

/** The newsletter sign-up: an address, then a confirmation link by e-mail (double opt-in). */
export function NewsletterBox() {
  const { t } = useTranslation('deals');
  const subscribe = useSubscribeToNewsletter();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<NewsletterSubscribe>({
    resolver: zodResolver(newsletterSubscribeSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) =>
    subscribe.mutate(values, {
      onSuccess: () => {
        toast.success(t('newsletter.sent'));
        reset();
      },
      onError: (error) => {
        applyFieldErrors(error, setError, ['email']);
        toast.error(
          error instanceof ApiError && error.status >= 400 && error.status < 500
            ? error.message
            : t('newsletter.failed'),
        );
      },
    }),
  );

  return (
    <section
      aria-labelledby="deals-newsletter"
      className="rounded-[var(--radius-card)] border border-primary-100 bg-primary-50 p-6 sm:p-10"
    >
      <div className="grid gap-6 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="deals-newsletter" className="flex items-center gap-2 text-2xl font-bold text-slate-900">
            <Mail aria-hidden="true" className="size-6" />
            {t('newsletter.title')}
          </h2>
          <p className="mt-2 text-slate-700">{t('newsletter.lead')}</p>
        </div>
        <form
          noValidate
          onSubmit={onSubmit}
          aria-labelledby="deals-newsletter"
          className="flex flex-col gap-3 sm:flex-row sm:items-start"
        >
          <Field label={t('newsletter.email')} error={translateValidation(errors.email?.message)} className="flex-1">
            <Input type="email" autoComplete="email" {...register('email')} />
          </Field>
          <Button type="submit" className="sm:mt-7" disabled={subscribe.isPending}>
            {subscribe.isPending ? t('newsletter.sending') : t('newsletter.submit')}
          </Button>
        </form>
      </div>
    </section>
  );
}
