import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OAUTH_PROVIDER_NAMES, type OAuthProviderId } from '@escazo/contracts/oauth';
import { Button } from '@escazo/ui/button';
import { toast } from '@web/lib/toast.ts';
import { oauthProvidersQueryOptions, oauthStartUrl, useOAuthProviders } from '../api/oauth-providers.ts';
import { redirectTarget } from '../utils/redirect-target.ts';

/** Monochrome marks (currentColor), drawn inline: no remote images. */
const icons: Record<OAuthProviderId, string> = {
  google:
    'M12.48 10.92v3.28h7.84c-.24 1.84-.853 3.187-1.787 4.133-1.147 1.147-2.933 2.4-6.053 2.4-4.827 0-8.6-3.893-8.6-8.72s3.773-8.72 8.6-8.72c2.6 0 4.507 1.027 5.907 2.347l2.307-2.307C18.747 1.44 16.133 0 12.48 0 5.867 0 .307 5.387.307 12s5.56 12 12.173 12c3.573 0 6.267-1.173 8.373-3.36 2.16-2.16 2.84-5.213 2.84-7.667 0-.76-.053-1.467-.173-2.053H12.48z',
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V11H7v4h3v9h4v-9h3l1-4h-4V8.6c0-.4.3-.6.6-.6z',
  x: 'M4 4l6.6 8.8L4.3 20H6l5.4-6.1L16 20h4l-7-9.3L18.9 4h-1.7l-5 5.7L8 4z',
};

/** The login and sign-up pages show the documented pair; the auth dialog passes all three. */
const PAGE_PROVIDERS: readonly OAuthProviderId[] = ['facebook', 'x'];

type Props = {
  disabled?: boolean;
  providers?: readonly OAuthProviderId[];
  /** Where to land after sign-in; default: the page's `redirect` query value, else /dashboard. */
  redirect?: string;
  remember?: boolean;
};

/**
 * Social sign-in: a configured provider takes the browser to the server's OAuth start
 * route; an unconfigured one says so in a toast.
 */
export function SocialSignInButtons({ disabled, providers = PAGE_PROVIDERS, redirect, remember = false }: Props) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const [leaving, setLeaving] = useState<OAuthProviderId | null>(null);
  useOAuthProviders(); // fetched early, so the click rarely waits

  const signInWith = async (id: OAuthProviderId) => {
    const provider = OAUTH_PROVIDER_NAMES[id];
    let configured: boolean;
    try {
      const { providers: available } = await queryClient.fetchQuery({ ...oauthProvidersQueryOptions(), retry: false });
      configured = available.some((p) => p.id === id && p.configured);
    } catch {
      toast.error(t('common.oauthFailedTitle'), { description: t('common.oauthFailed', { provider }) });
      return;
    }
    if (!configured) {
      toast.info(t('common.notConfigured', { provider }), { description: t('common.socialNotConfiguredHint') });
      return;
    }
    setLeaving(id);
    window.location.assign(oauthStartUrl(id, redirect ?? redirectTarget(searchParams.get('redirect')), remember));
  };

  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3 text-xs text-slate-600">
        <span className="h-px flex-1 bg-slate-200" />
        {t('common.orContinueWith')}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <div className={`grid gap-3 ${providers.length > 2 ? 'grid-cols-3' : 'grid-cols-2'}`}>
        {providers.map((id) => (
          <Button
            key={id}
            type="button"
            variant="outline"
            disabled={disabled || leaving !== null}
            aria-busy={leaving === id || undefined}
            onClick={() => void signInWith(id)}
          >
            <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
              <path d={icons[id]} />
            </svg>
            {t(`common.${id}`)}
          </Button>
        ))}
      </div>
    </div>
  );
}
