import { useTranslation } from 'react-i18next';
import { AccountLayout } from '../../../components/layouts/account-sidebar.tsx';
import { TripList } from '../../../features/trips/components/trip-list.tsx';
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
