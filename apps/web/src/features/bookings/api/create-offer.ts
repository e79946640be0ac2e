import { useMutation } from '@tanstack/react-query';
import type { Offer, OfferRequest } from '@escazo/contracts/bookings';
import { api } from '@web/lib/api-client.ts';

/** POST /api/offers: the server prices the product and holds the price for 30 minutes. */
export const createOffer = (request: OfferRequest): Promise<{ offer: Offer }> =>
  api<{ offer: Offer }>('/api/offers', { method: 'POST', body: request });

export const useCreateOffer = () => useMutation({ mutationFn: createOffer });
