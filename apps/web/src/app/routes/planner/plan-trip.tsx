import { useTranslation } from 'react-i18next';
import { PlanTripView } from '@web/features/planner/components/plan-trip-view.tsx';
import { useAuth } from '@web/lib/session/use-auth.ts';
import { useDocumentTitle } from '../../use-document-title.ts';

export default function PlanTripPage() {
  // The origin field is the search feature's autocomplete, with its texts.
  const { t } = useTranslation(['planner', 'search']);
  const { user, confirmed } = useAuth();
  useDocumentTitle(t('planTrip.documentTitle'));
  return <PlanTripView signedIn={user !== null} confirmed={confirmed} />;
}
