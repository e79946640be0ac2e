import { useTranslation } from 'react-i18next';
import { LoadError, LoadingRows } from '@web/components/feedback/query-state.tsx';
import { useAdminSettings } from './settings-api.ts';
import { SettingsForm } from './settings-form.tsx';

/** Settings: support contact, the site notice, the public forms' hourly limits and whether sign-ups are open. */
export default function SettingsTab() {
  const { t } = useTranslation('admin');
  const settings = useAdminSettings();
  return (
    <section aria-labelledby="admin-settings-heading" className="space-y-5">
      <div>
        <h2 id="admin-settings-heading" className="text-xl font-bold text-slate-900">
          {t('settings.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t('settings.lead')}</p>
      </div>
      {settings.isPending ? (
        <LoadingRows rows={6} />
      ) : settings.isError ? (
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm settings={settings.data} />
      )}
    </section>
  );
}
