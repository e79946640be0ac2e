import { useAuth } from '@web/lib/session/use-auth.ts';
import { RecommendationsView } from '@web/features/recommendations/components/recommendations-view.tsx';

/** Public: a signed-out visitor sees a sign-in prompt, not a redirect, and nothing is loaded. */
export default function RecommendationsPage() {
  const { user } = useAuth();
  const firstName = user ? (user.name.trim().split(/\s+/)[0] ?? '') : null;
  return <RecommendationsView firstName={firstName} />;
}
