import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { cardInputSchema, type PaymentMethod, type paymentMethodListSchema } from '@escazo/contracts/account';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

type PaymentMethodList = z.infer<typeof paymentMethodListSchema>;

export const getPaymentMethods = ({ signal }: { signal?: AbortSignal } = {}): Promise<PaymentMethodList> =>
  api<PaymentMethodList>('/api/me/payment-methods', { signal });

export const paymentMethodsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.me.paymentMethods(), queryFn: getPaymentMethods });

/** The saved cards (brand, last four, expiry, default). */
export const usePaymentMethods = () => useQuery(paymentMethodsQueryOptions());

/** The form and the server validate with the same schema. */
export const addCardInputSchema = cardInputSchema;
export type AddCardForm = z.input<typeof cardInputSchema>;
export type AddCardInput = z.output<typeof cardInputSchema>;

/** POST /api/me/payment-methods: the card goes to the payment processor; a decline is a 4xx. */
export const addPaymentMethod = (data: AddCardInput): Promise<PaymentMethod> =>
  api<PaymentMethod>('/api/me/payment-methods', { method: 'POST', body: data });

export const makeDefaultPaymentMethod = (id: string): Promise<unknown> =>
  api<unknown>(`/api/me/payment-methods/${encodeURIComponent(id)}/default`, { method: 'POST' });

export const removePaymentMethod = (id: string): Promise<void> =>
  api<void>(`/api/me/payment-methods/${encodeURIComponent(id)}`, { method: 'DELETE' });

function usePaymentMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me.paymentMethods() }),
  });
}

export const useAddPaymentMethod = () => usePaymentMutation(addPaymentMethod);
export const useMakeDefaultPaymentMethod = () => usePaymentMutation(makeDefaultPaymentMethod);
export const useRemovePaymentMethod = () => usePaymentMutation(removePaymentMethod);
