import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { onboardingCompleteSchema } from '@escazo/contracts/account';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

export type OnboardingCompletion = z.input<typeof onboardingCompleteSchema>;

/** POST /api/me/onboarding: the profile and travel preferences, or { skipped: true }. */
export const completeOnboarding = (data: OnboardingCompletion): Promise<unknown> =>
  api<unknown>('/api/me/onboarding', { method: 'POST', body: data });

export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  // The account's own queries (/api/me/...) now answer differently, and so do the recommendations,
  // which read the travel preferences.
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.recommendations.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.travelProfile.current() });
      return queryClient.invalidateQueries({ queryKey: queryKeys.me.all() });
    },
  });
}
