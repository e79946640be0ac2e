import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OnboardingWizard } from '@web/features/onboarding/components/onboarding-wizard.tsx';
import { useDocumentTitle } from '../../use-document-title.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

export default function OnboardingPage() {
  const { t } = useTranslation('onboarding');
  useDocumentTitle(t('documentTitle'));
  const queryClient = useQueryClient();
  // The name entered here becomes the account's name: the header follows.
  return (
    <OnboardingWizard onSaved={() => void queryClient.invalidateQueries({ queryKey: queryKeys.session.current() })} />
  );
}
