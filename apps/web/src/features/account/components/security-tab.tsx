import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { ChangePasswordForm } from './change-password-form.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { NotificationSettings } from './notification-settings.tsx';
import { SectionCard } from './section-card.tsx';
import { SessionsList } from './sessions-list.tsx';

/**
 * Security: password, two-factor (its component comes from the app as `twoFactor`), sessions,
 * notification settings, data download and account deletion.
 */
export function SecurityTab({ twoFactor, onAccountDeleted }: { twoFactor?: ReactNode; onAccountDeleted: () => void }) {
  const { t } = useTranslation('account');
  return (
    <div className="space-y-6">
      <ChangePasswordForm />
      {twoFactor}
      <SessionsList />
      <NotificationSettings />
      <SectionCard title={t('data.title')} description={t('data.description')}>
        <Button asChild variant="outline">
          <a href="/api/me/export" download>
            <Download aria-hidden="true" />
            {t('data.download')}
          </a>
        </Button>
      </SectionCard>
      <SectionCard title={t('deleteAccount.sectionTitle')} description={t('deleteAccount.sectionBody')}>
        <DeleteAccountDialog onDeleted={onAccountDeleted} />
      </SectionCard>
    </div>
  );
}
