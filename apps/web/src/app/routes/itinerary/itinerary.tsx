import { useTranslation } from 'react-i18next';
import { AccountLayout } from '@web/components/layouts/account-sidebar.tsx';
import { ItineraryViewer } from '@web/features/itinerary/components/itinerary-viewer.tsx';
import { useDocumentTitle } from '../../use-document-title.ts';

export default function ItineraryPage() {
  const { t } = useTranslation('itinerary');
  useDocumentTitle(t('title'));
  return (
    <AccountLayout>
      <ItineraryViewer />
    </AccountLayout>
  );
}
