import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Preferences } from '@escazo/contracts/account';
import { Button } from '@escazo/ui/button';
import { ApiError } from '@web/lib/api-client.ts';
import { toast } from '@web/lib/toast.ts';
import { usePreferences } from '@web/lib/preferences/preferences.ts';
import { useUpdatePreferences } from '@web/lib/preferences/use-update-preferences.ts';
import { LoadingRows, LoadError } from '@web/components/feedback/query-state.tsx';
import { SectionCard } from './section-card.tsx';
import { SwitchField } from './switch-field.tsx';

type Notifications = Preferences['notifications'];
const keys = ['email', 'push', 'deals', 'bookingUpdates'] as const;

function NotificationForm({ initial }: { initial: Notifications }) {
  const { t } = useTranslation('account');
  const [values, setValues] = useState(initial);
  const update = useUpdatePreferences();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { notifications: values },
      {
        onSuccess: () => toast.success(t('toasts.notificationsSaved'), { duration: 3000 }),
        onError: (err) =>
          toast.error(t('toasts.saveFailed'), { description: err instanceof ApiError ? err.message : undefined }),
      },
    );
  };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t('notifications.title')}>
      <div className="divide-y divide-slate-200">
        {keys.map((key) => (
          <SwitchField
            key={key}
            label={t(`notifications.${key}`)}
            description={t(`notifications.${key}Hint`)}
            checked={values[key]}
            onCheckedChange={(checked) => setValues((v) => ({ ...v, [key]: checked }))}
          />
        ))}
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('saving') : t('notifications.save')}
        </Button>
      </div>
    </form>
  );
}

/** E-mail, push, deals and booking-update notifications. */
export function NotificationSettings() {
  const { t } = useTranslation('account');
  const preferences = usePreferences();
  return (
    <SectionCard title={t('notifications.title')} description={t('notifications.description')}>
      {preferences.isPending ? (
        <LoadingRows rows={4} />
      ) : preferences.isError ? (
        <LoadError onRetry={() => void preferences.refetch()} />
      ) : (
        <NotificationForm initial={preferences.data.notifications} />
      )}
    </SectionCard>
  );
}
