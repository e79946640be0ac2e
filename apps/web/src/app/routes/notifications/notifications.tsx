import { AccountLayout } from '@web/components/layouts/account-sidebar.tsx';
import { NotificationList } from '@web/features/notifications/components/notification-list.tsx';

export default function NotificationsPage() {
  return (
    <AccountLayout>
      <NotificationList />
    </AccountLayout>
  );
}
