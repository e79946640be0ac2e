import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MailCheck } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { cn } from '@escazo/ui/utils';

type Props = {
  email: string;
  /** The /forgot-password page (a live region, heading level 2) or the dialog (focus moves to its heading). */
  variant: 'page' | 'dialog';
  /** 'Back to Login': a link to the login page, or the dialog's own view change. */
  backToLogin: string | (() => void);
  onTryAnother: () => void;
  /** What was e-mailed: a reset link (default) or the link that finishes a sign-up. */
  purpose?: 'reset' | 'sign-up';
};

/** 'Check your email' after a reset request or a sign-up, with 'Back to Login' and 'Try another email'. */
export function CheckEmailView({ email, variant, backToLogin, onTryAnother, purpose = 'reset' }: Props) {
  const { t } = useTranslation('auth');
  const heading = useRef<HTMLHeadingElement>(null);
  const dialog = variant === 'dialog';
  // In the dialog the form that had focus is gone: focus moves to the confirmation, which is then read out.
  useEffect(() => {
    if (dialog) heading.current?.focus();
  }, [dialog]);
  const Heading = dialog ? 'h3' : 'h2';
  return (
    <div role={dialog ? undefined : 'status'} className="space-y-5 text-center">
      <MailCheck className="mx-auto size-10 text-primary-700" aria-hidden="true" />
      <Heading
        ref={heading}
        tabIndex={dialog ? -1 : undefined}
        className={cn('text-slate-900 outline-none', dialog ? 'text-lg font-semibold' : 'text-xl font-bold')}
      >
        {purpose === 'reset' ? t('forgot.sentTitle') : t('signup.sentTitle')}
      </Heading>
      <p className="text-sm text-slate-700">
        {purpose === 'reset' ? t('forgot.sentBody', { email }) : t('signup.sentBody', { email })}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {typeof backToLogin === 'string' ? (
          <Button asChild>
            <Link to={backToLogin}>{t('forgot.backToLogin')}</Link>
          </Button>
        ) : (
          <Button onClick={backToLogin}>{t('forgot.backToLogin')}</Button>
        )}
        <Button variant="outline" onClick={onTryAnother}>
          {t('forgot.tryAnother')}
        </Button>
      </div>
    </div>
  );
}
