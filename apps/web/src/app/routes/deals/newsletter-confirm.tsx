import { NewsletterTokenResult } from '@web/features/deals/components/newsletter-token-result.tsx';

export default function NewsletterConfirmPage() {
  return <NewsletterTokenResult action="confirm" />;
}
