import { LegalDocument } from '@web/features/legal/components/legal-document.tsx';

export default function TermsPage() {
  return <LegalDocument doc="terms" />;
}
