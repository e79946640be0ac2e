import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { planItemOfferSchema } from '@escazo/contracts/planning';
import { api } from '@web/lib/api-client.ts';

type PlanItemOffer = z.infer<typeof planItemOfferSchema>;

/** POST /api/plans/:id/items/:itemId/offer: an offer for a planned hotel, stay or flight, to open in checkout. */
export const useBookPlanItem = (planId: string) =>
  useMutation({
    mutationFn: (itemId: string) =>
      api<PlanItemOffer>(`/api/plans/${encodeURIComponent(planId)}/items/${encodeURIComponent(itemId)}/offer`, {
        method: 'POST',
      }),
  });
