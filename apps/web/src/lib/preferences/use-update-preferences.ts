import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../query-keys.ts';
import { updatePreferences } from './preferences.ts';

/**
 * The preferences forms' save. A module of its own: the shell reads preferences but never loads
 * the mutation machinery for the first paint.
 */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.me.preferences() });
      // Recommendations and the travel profile read the travel preferences.
      void queryClient.invalidateQueries({ queryKey: queryKeys.travelProfile.current() });
      return queryClient.invalidateQueries({ queryKey: queryKeys.recommendations.all() });
    },
  });
}
