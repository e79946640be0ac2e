import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sessionQueryKey } from '../../../features/auth/api/get-session.ts';
import { OnboardingWizard } from '../../../features/onboarding/components/onboarding-wizard.tsx';
import { useDocumentTitle } from '../../use-document-title.ts';

export default function OnboardingPage() {
  const { t } = useTranslation('onboarding');
  useDocumentTitle(t('documentTitle'));
  const queryClient = useQueryClient();
  // The name entered here becomes the account's name: the header follows.
  return <OnboardingWizard onSaved={() => void queryClient.invalidateQueries({ queryKey: sessionQueryKey })} />;
}
