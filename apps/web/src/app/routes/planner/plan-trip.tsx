import { PlanTripView } from '@web/features/planner/components/plan-trip-view.tsx';
import { useAuth } from '@web/lib/session/use-auth.ts';

export default function PlanTripPage() {
  // The origin field is the search feature's autocomplete, with its texts.
  const { user, confirmed } = useAuth();
  return <PlanTripView signedIn={user !== null} confirmed={confirmed} />;
}
