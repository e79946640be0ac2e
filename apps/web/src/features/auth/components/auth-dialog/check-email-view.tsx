import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MailCheck } from 'lucide-react';
import { Button } from '@escazo/ui/button';

type Props = { email: string; onBackToLogin: () => void; onTryAnother: () => void };

/** 'Check your email' after a reset request, with 'Back to Login' and 'Try another email'. */
export function CheckEmailView({ email, onBackToLogin, onTryAnother }: Props) {
  const { t } = useTranslation('auth');
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone: focus moves to the confirmation, which is then read out.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="space-y-5 text-center">
      <MailCheck className="mx-auto size-10 text-primary-700" aria-hidden="true" />
      <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">{t('forgot.sentTitle')}</h3>
      <p className="text-sm text-slate-700">{t('forgot.sentBody', { email })}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button onClick={onBackToLogin}>{t('forgot.backToLogin')}</Button>
        <Button variant="outline" onClick={onTryAnother}>{t('forgot.tryAnother')}</Button>
      </div>
    </div>
  );
}
