import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OAUTH_ERROR_PARAM, OAUTH_PROVIDER_NAMES, oauthProviderIdSchema } from '@escazo/contracts/oauth';
import { toast } from '@web/lib/toast.ts';

/**
 * The server's OAuth callback sends a failed social sign-in to /login?oauthError=<provider>:
 * 'Authentication failed' / 'Failed to sign in with <Provider>. Please try again.'. The parameter
 * is then dropped, so a reload does not repeat the toast.
 */
export function useOAuthErrorToast() {
  const { t } = useTranslation('auth');
  const [searchParams, setSearchParams] = useSearchParams();
  const failed = searchParams.get(OAUTH_ERROR_PARAM);

  useEffect(() => {
    if (failed === null) return;
    const provider = oauthProviderIdSchema.safeParse(failed);
    if (provider.success) {
      // A fixed id: a repeated effect (StrictMode) updates the same toast instead of adding one.
      toast.error(t('common.oauthFailedTitle'), {
        id: 'oauth-error',
        description: t('common.oauthFailed', { provider: OAUTH_PROVIDER_NAMES[provider.data] }),
      });
    }
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(OAUTH_ERROR_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [failed, setSearchParams, t]);
}
