import { useTranslation } from 'react-i18next';
import { Button } from '@escazo/ui/button';
import { toast } from '../../../lib/toast.ts';

const providers = [
  { key: 'facebook', toastKey: 'common.facebookNotConfigured', path: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V11H7v4h3v9h4v-9h3l1-4h-4V8.6c0-.4.3-.6.6-.6z' },
  { key: 'x', toastKey: 'common.xNotConfigured', path: 'M4 4l6.6 8.8L4.3 20H6l5.4-6.1L16 20h4l-7-9.3L18.9 4h-1.7l-5 5.7L8 4z' },
] as const;

/**
 * Facebook and X / Twitter. Social sign-in arrives with OAuth configuration (DECISIONS); until a
 * provider is configured the button says so honestly.
 */
export function SocialSignInButtons({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3 text-xs text-slate-600">
        <span className="h-px flex-1 bg-slate-200" />
        {t('common.orContinueWith')}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <div className="grid grid-cols-2 gap-3">
        {providers.map((p) => (
          <Button key={p.key} variant="outline" disabled={disabled}
            onClick={() => toast.info(t(p.toastKey), { description: t('common.socialNotConfiguredHint') })}>
            <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true"><path d={p.path} /></svg>
            {t(`common.${p.key}`)}
          </Button>
        ))}
      </div>
    </div>
  );
}
