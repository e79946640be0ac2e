import { LegalDocument } from '@web/features/legal/components/legal-document.tsx';
import { PrintButton } from '@web/features/legal/components/print-button.tsx';
import { PrivacyCommitments } from '@web/features/legal/components/privacy-commitments.tsx';

export default function PrivacyPage() {
  return <LegalDocument doc="privacy" actions={<PrintButton />} intro={<PrivacyCommitments />} />;
}
