import { useQueryClient } from '@tanstack/react-query';
import { OnboardingWizard } from '@web/features/onboarding/components/onboarding-wizard.tsx';
import { queryKeys } from '@web/lib/query-keys.ts';

export default function OnboardingPage() {
  const queryClient = useQueryClient();
  // The name entered here becomes the account's name: the header follows.
  return (
    <OnboardingWizard onSaved={() => void queryClient.invalidateQueries({ queryKey: queryKeys.session.current() })} />
  );
}
