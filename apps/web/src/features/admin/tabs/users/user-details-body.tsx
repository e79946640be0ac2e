import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserDetail } from '@escazo/contracts/admin';
import { formatDay, formatMoment } from '@web/lib/format-date.ts';
import { formatMoney } from '@escazo/contracts/money-format';
import { UserStatusBadge } from './user-status-badge.tsx';

function Section({ title, empty, children }: { title: string; empty: string | null; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {empty ? <p className="text-sm text-slate-600">{empty}</p> : children}
    </section>
  );
}

export function UserDetailsBody({ detail }: { detail: AdminUserDetail }) {
  const { t } = useTranslation('admin');
  const { user, sessions, securityEvents, bookings } = detail;
  const profile: [string, ReactNode][] = [
    [t('users.columns.email'), user.email],
    [t('users.columns.status'), <UserStatusBadge key="s" status={user.status} />],
    [t('users.columns.role'), user.role?.name ?? t('users.ordinaryUser')],
    [t('users.membership'), user.membershipTier],
    [t('users.columns.created'), formatDay(user.createdAt)],
    [t('users.columns.lastLogin'), user.lastLogin ? formatMoment(user.lastLogin) : t('users.never')],
    ...(user.bannedAt
      ? [[t('users.bannedOn'), `${formatMoment(user.bannedAt)} · ${user.banReason ?? ''}`] as [string, ReactNode]]
      : []),
  ];
  return (
    <div className="space-y-6 text-sm">
      <Section title={t('users.profile')} empty={null}>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
          {profile.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-600">{label}</dt>
              <dd className="text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section title={t('users.sessions')} empty={sessions.length ? null : t('users.noSessions')}>
        <ul className="space-y-1">
          {sessions.map((s) => (
            <li key={s.id}>
              {formatMoment(s.lastSeenAt)} · {s.ipAddress ?? '—'} ·{' '}
              <span className="break-all text-slate-600">{s.userAgent ?? '—'}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('users.recentEvents')} empty={securityEvents.length ? null : t('users.noEvents')}>
        <ul className="space-y-1">
          {securityEvents.map((e) => (
            <li key={e.id}>
              <span className="font-mono text-xs">{e.type}</span> · {e.outcome} · {formatMoment(e.at)} ·{' '}
              {e.ipAddress ?? '—'}
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('users.bookings')} empty={bookings.length ? null : t('users.noBookings')}>
        <ul className="space-y-1">
          {bookings.map((b) => (
            <li key={b.id}>
              <span className="font-mono">{b.confirmationCode}</span> · {b.title} · {b.status} ·{' '}
              <span className="tabular-nums">{formatMoney(b.total)}</span>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
