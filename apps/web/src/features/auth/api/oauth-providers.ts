import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OAuthProviderId, OAuthProvidersResponse } from '@escazo/contracts/oauth';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

/** Which social providers this server is configured for (it only changes with a redeploy). */
export const getOAuthProviders = ({ signal }: { signal?: AbortSignal } = {}) =>
  api<OAuthProvidersResponse>('/api/auth/oauth/providers', { signal });

export const oauthProvidersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.session.oauthProviders(),
    queryFn: getOAuthProviders,
    staleTime: 10 * 60 * 1000,
  });

export const useOAuthProviders = () => useQuery(oauthProvidersQueryOptions());

/** The full-page navigation that starts a social sign-in; the server sends the browser back to `redirect`. */
export function oauthStartUrl(provider: OAuthProviderId, redirect: string, remember = false): string {
  const query = new URLSearchParams({ redirect });
  if (remember) query.set('remember', '1');
  return `/api/auth/oauth/${provider}/start?${query.toString()}`;
}
