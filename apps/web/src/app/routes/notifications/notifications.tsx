import { useTranslation } from 'react-i18next';
import { AccountLayout } from '@web/components/layouts/account-sidebar.tsx';
import { NotificationList } from '@web/features/notifications/components/notification-list.tsx';
import { useDocumentTitle } from '../../use-document-title.ts';

export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  useDocumentTitle(t('title'));
  return (
    <AccountLayout>
      <NotificationList />
    </AccountLayout>
  );
}
