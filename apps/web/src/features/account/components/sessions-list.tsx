import { useTranslation } from 'react-i18next';
import { Laptop } from 'lucide-react';
import type { SessionSummary } from '@escazo/contracts/account';
import { Badge } from '@escazo/ui/badge';
import { Button } from '@escazo/ui/button';
import { ApiError } from '@web/lib/api-client.ts';
import { toast } from '@web/lib/toast.ts';
import { useRevokeSession, useSessions } from '../api/sessions.ts';
import { formatDateTime } from '../utils/format.ts';
import { describeUserAgent } from '../utils/user-agent.ts';
import { LoadingRows, LoadError } from '@web/components/feedback/query-state.tsx';
import { SectionCard } from './section-card.tsx';

function useDeviceName() {
  const { t } = useTranslation('account');
  return (session: SessionSummary) => {
    const { browser, os } = describeUserAgent(session.userAgent);
    if (browser && os) return t('sessions.browserOn', { browser, os });
    return browser ?? os ?? t('sessions.unknownDevice');
  };
}

/** Where the account is signed in: this device first, Revoke for the others. */
export function SessionsList() {
  const { t } = useTranslation('account');
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const deviceName = useDeviceName();
  const list = [...(sessions.data?.sessions ?? [])].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt),
  );

  return (
    <SectionCard title={t('sessions.title')} description={t('sessions.description')}>
      {sessions.isPending ? (
        <LoadingRows rows={2} />
      ) : sessions.isError ? (
        <LoadError onRetry={() => void sessions.refetch()} />
      ) : (
        <ul className="divide-y divide-slate-200" aria-label={t('sessions.title')}>
          {list.map((session) => {
            const device = deviceName(session);
            return (
              <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-4">
                <div className="flex min-w-0 items-start gap-3">
                  <Laptop className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                      {device}
                      {session.current ? <Badge tone="success">{t('sessions.thisDevice')}</Badge> : null}
                    </p>
                    <p className="text-sm text-slate-600">
                      {session.ipAddress ?? t('sessions.unknownAddress')} ·{' '}
                      {t('sessions.lastActive', { when: formatDateTime(session.lastSeenAt) })}
                    </p>
                  </div>
                </div>
                {!session.current ? (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={revoke.isPending}
                    aria-label={t('sessions.revokeFor', { device, when: formatDateTime(session.lastSeenAt) })}
                    onClick={() =>
                      revoke.mutate(session.id, {
                        onSuccess: () => toast.success(t('sessions.revoked', { device }), { duration: 3000 }),
                        onError: (err) =>
                          toast.error(t('toasts.saveFailed'), {
                            description: err instanceof ApiError ? err.message : undefined,
                          }),
                      })
                    }
                  >
                    {t('sessions.revoke')}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
