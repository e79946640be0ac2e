import { useMutation } from '@tanstack/react-query';
import {
  contactMessageInputSchema,
  type ContactMessageInput,
  type ContactMessageReceipt,
} from '@escazo/contracts/contact';
import { api } from '@web/lib/api-client.ts';

/** The form and the server validate with the same schema. */
export const sendContactMessageInputSchema = contactMessageInputSchema;
export type SendContactMessageInput = ContactMessageInput;

export const sendContactMessage = (data: SendContactMessageInput): Promise<ContactMessageReceipt> =>
  api<ContactMessageReceipt>('/api/contact-messages', { method: 'POST', body: data });

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
