import { useTranslation } from 'react-i18next';
import { Button } from '@escazo/ui/button';
import type { BookingRule } from '../utils/booking-rules.ts';

type Props = {
  signedIn: boolean;
  rule: BookingRule | null;
  pending: boolean;
  failure: string | null;
  onSignIn: () => void;
};

/**
 * Book Ride: disabled while a documented rule is unmet (its message, tied to the button, says
 * which) or while booking. A signed-out visitor is asked to sign in instead.
 */
export function BookRideFooter({ signedIn, rule, pending, failure, onSignIn }: Props) {
  const { t } = useTranslation('rides');
  if (!signedIn) {
    return (
      <div className="space-y-2 border-t border-slate-200 pt-5">
        <p className="font-semibold text-slate-900">{t('signedOut.title')}</p>
        <p className="text-sm text-slate-700">{t('signedOut.body')}</p>
        <Button size="lg" onClick={onSignIn}>
          {t('signedOut.button')}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-3 border-t border-slate-200 pt-5">
      {failure ? (
        <p
          role="alert"
          data-testid="ride-book-failure"
          className="rounded-xl border border-danger-600/30 bg-danger-50 p-3 text-sm font-medium text-danger-600"
        >
          {failure}
        </p>
      ) : null}
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto"
        disabled={rule !== null || pending}
        aria-describedby="ride-book-rule"
      >
        {pending ? t('submitting') : t('submit')}
      </Button>
      <p
        id="ride-book-rule"
        data-testid="ride-book-rule"
        aria-live="polite"
        className="text-sm text-slate-700 empty:hidden"
      >
        {rule ? t(`rules.${rule}`) : ''}
      </p>
    </div>
  );
}
