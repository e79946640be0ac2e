import { CookieList } from '@web/features/legal/components/cookie-list.tsx';
import { LegalDocument } from '@web/features/legal/components/legal-document.tsx';

/** Served at both /cookie-policy and /cookies. */
export default function CookiePolicyPage() {
  return <LegalDocument doc="cookies" extras={{ 'cookies-we-set': <CookieList /> }} />;
}
