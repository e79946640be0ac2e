import { NewsletterTokenResult } from '@web/features/deals/components/newsletter-token-result.tsx';

export default function NewsletterUnsubscribePage() {
  return <NewsletterTokenResult action="unsubscribe" />;
}
