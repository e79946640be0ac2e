import { useMutation } from '@tanstack/react-query';
import type { NewsletterSubscribe } from '@escazo/contracts/deals';
import { api } from '@web/lib/api-client.ts';

/** POST /api/newsletter: always 202, so the answer never tells whether the address was subscribed. */
export const subscribeToNewsletter = (body: NewsletterSubscribe) =>
  api<{ status: 'pending' }>('/api/newsletter', { method: 'POST', body });

export const useSubscribeToNewsletter = () => useMutation({ mutationFn: subscribeToNewsletter });

/** The two token links of the newsletter e-mails. */
export type NewsletterAction = 'confirm' | 'unsubscribe';

/** POST /api/newsletter/confirm or /unsubscribe with the e-mailed token. */
export const sendNewsletterToken = ({ action, token }: { action: NewsletterAction; token: string }) =>
  api<{ status: string }>(`/api/newsletter/${action}`, { method: 'POST', body: { token } });

export const useNewsletterToken = () => useMutation({ mutationFn: sendNewsletterToken });
