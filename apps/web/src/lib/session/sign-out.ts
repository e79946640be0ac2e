import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SessionResponse } from '@escazo/contracts/auth';
import { paths } from '@web/config/paths.ts';
import { api } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';
import { toast } from '../toast.ts';
import { setSessionUser } from './use-auth.ts';

export const signOut = (): Promise<void> => api<void>('/api/auth/sign-out', { method: 'POST' });

const sessionKey = queryKeys.session.current();

/** What the screen does around the request: leave (at the click), then done or failed. */
type SignOutSteps = { leave: () => void; done: () => void; failed: () => void };

/**
 * Signing out, for the cache. Requests still loading for the page are aborted, and the session
 * reads signed out, before the server is asked; once it has answered, the user's cached data goes.
 * If it fails, the session is back.
 */
export const signOutMutation = (queryClient: QueryClient, steps: SignOutSteps) =>
  mutationOptions({
    mutationFn: signOut,
    onMutate: async () => {
      await queryClient.cancelQueries();
      const before = queryClient.getQueryData<SessionResponse>(sessionKey);
      // Signed out on screen before the server is asked: no signed-in page, menu or bell stays mounted to send a request that the ended session would answer 401.
      queryClient.setQueryData<SessionResponse>(sessionKey, { user: null });
      steps.leave();
      return before;
    },
    onSuccess: (_data, _variables, before) => {
      setSessionUser(queryClient, null, before?.user?.id ?? null);
      steps.done();
    },
    onError: (_error, _variables, before) => {
      if (before) queryClient.setQueryData<SessionResponse>(sessionKey, before);
      steps.failed();
    },
  });

/** Signs out from the header menu or the account sidebar: home at once, then 'Logged out' (3 s) or an error toast. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useMutation(
    signOutMutation(queryClient, {
      leave: () => void navigate(paths.home, { replace: true }),
      done: () => toast.success(t('userMenu.loggedOut'), { duration: 3000 }),
      failed: () => toast.error(t('userMenu.logoutFailedTitle'), { description: t('userMenu.logoutFailed') }),
    }),
  );
}
