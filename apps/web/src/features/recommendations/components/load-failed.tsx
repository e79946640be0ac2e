import { useTranslation } from 'react-i18next';
import { Button } from '@escazo/ui/button';

/** The recommendations could not be loaded: the documented message and a retry. */
export function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('recommendations');
  return (
    <div role="alert" className="rounded-xl border border-danger-600/30 bg-danger-50 p-4 text-sm text-slate-900">
      <p>{t('toasts.errorBody')}</p>
      <Button variant="outline" size="sm" className="mt-3" disabled={retrying} onClick={onRetry}>
        {t('list.retry')}
      </Button>
    </div>
  );
}
