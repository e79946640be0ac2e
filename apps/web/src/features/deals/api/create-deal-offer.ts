import { useMutation } from '@tanstack/react-query';
import type { DealOfferResponse } from '@escazo/contracts/deals';
import { api } from '@web/lib/api-client.ts';

/** POST /api/deals/:id/offer: the deal re-priced as an offer to check out (409 DEAL_ENDED when its price is gone). */
export const createDealOffer = (dealId: string) =>
  api<DealOfferResponse>(`/api/deals/${encodeURIComponent(dealId)}/offer`, { method: 'POST' });

export const useCreateDealOffer = () => useMutation({ mutationFn: createDealOffer });
