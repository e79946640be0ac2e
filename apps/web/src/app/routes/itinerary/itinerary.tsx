import { AccountLayout } from '@web/components/layouts/account-sidebar.tsx';
import { ItineraryViewer } from '@web/features/itinerary/components/itinerary-viewer.tsx';

export default function ItineraryPage() {
  return (
    <AccountLayout>
      <ItineraryViewer />
    </AccountLayout>
  );
}
