import { useTranslation } from 'react-i18next';
import { AccountLayout } from '@web/components/layouts/account-sidebar.tsx';
import { TripList } from '@web/features/trips/components/trip-list.tsx';
import { useDocumentTitle } from '../../use-document-title.ts';

export default function TripsPage() {
  const { t } = useTranslation('trips');
  useDocumentTitle(t('title'));
  return (
    <AccountLayout>
      <TripList />
    </AccountLayout>
  );
}
