import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileUpdateSchema, type Profile, type ProfileUpdate } from '@escazo/contracts/account';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

/** The form and the server validate with the same schema. */
export const updateProfileInputSchema = profileUpdateSchema;

export const updateProfile = (data: ProfileUpdate): Promise<Profile> =>
  api<Profile>('/api/me/profile', { method: 'PATCH', body: data });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me.profile() }),
  });
}
