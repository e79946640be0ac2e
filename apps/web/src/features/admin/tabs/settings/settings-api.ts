import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSettings, AdminSettingsUpdate } from '@escazo/contracts/admin';
import type { PublicSettings } from '@escazo/contracts/settings';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

/** Every site setting (GET /api/admin/settings, settings:manage). */
export const useAdminSettings = () =>
  useQuery({
    queryKey: queryKeys.admin.settings(),
    queryFn: ({ signal }) => api<AdminSettings>('/api/admin/settings', { signal }),
  });

/** Saves every setting at once; this browser's pages show the saved public ones at once. */
export const useSaveSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminSettingsUpdate) => api<AdminSettings>('/api/admin/settings', { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.admin.settings(), saved);
      const { supportHours, supportPhone, siteNotice, signupsOpen } = saved;
      queryClient.setQueryData<PublicSettings>(queryKeys.settings.public(), {
        supportHours,
        supportPhone,
        siteNotice,
        signupsOpen,
      });
    },
  });
};
