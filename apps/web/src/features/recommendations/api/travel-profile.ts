import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TravelProfileResponse, TravelProfileUpdate } from '@escazo/contracts/recommendations';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

/** GET /api/me/travel-profile: the derived profile and the preference chips. */
export const getTravelProfile = ({ signal }: { signal?: AbortSignal } = {}) =>
  api<TravelProfileResponse>('/api/me/travel-profile', { signal });

/** Asked for when the preferences panel opens. */
export const useTravelProfile = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.travelProfile.current(),
    queryFn: ({ signal }) => getTravelProfile({ signal }),
    enabled,
  });

/** PUT /api/me/travel-profile: the chosen interests; the answer is the new profile and chips. */
export const updateTravelProfile = (update: TravelProfileUpdate) =>
  api<TravelProfileResponse>('/api/me/travel-profile', { method: 'PUT', body: update });

/** Saves the interests, then the recommendations are scored again for them. */
export function useUpdateTravelProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTravelProfile,
    onSuccess: async (answer) => {
      queryClient.setQueryData(queryKeys.travelProfile.current(), answer);
      await queryClient.invalidateQueries({ queryKey: queryKeys.recommendations.all() });
    },
  });
}
