import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminDriverApplicationDetail } from '@escazo/contracts/admin';
import { formatDay, formatMoment } from '@web/lib/format-date.ts';
import { DetailList } from '../../components/detail-list.tsx';
import { ApplicationStatusBadge, RepeatBadge } from './application-status-badge.tsx';
import { useApplicationLabels } from './use-application-labels.ts';

/** The application as the applicant sent it, the review so far, the account and the earlier applications. */
export function ApplicationDetails({ detail }: { detail: AdminDriverApplicationDetail }) {
  const { t } = useTranslation('admin');
  const labels = useApplicationLabels();
  const { application: a, account, earlierApplications } = detail;
  const none = t('drivers.notGiven');
  const items: [string, ReactNode][] = [
    [
      t('drivers.columns.status'),
      <span key="s" className="flex flex-wrap gap-2">
        <ApplicationStatusBadge status={a.status} />
        {a.repeat ? <RepeatBadge /> : null}
      </span>,
    ],
    [t('drivers.columns.email'), a.email],
    [t('drivers.fields.phone'), a.phoneNumber],
    [t('drivers.fields.location'), `${a.city}, ${a.state}`],
    [t('drivers.columns.vehicle'), labels.vehicle(a)],
    [t('drivers.fields.experience'), a.drivingExperience ? labels.experience(a.drivingExperience) : none],
    [
      t('drivers.fields.whyJoin'),
      a.whyJoin ? (
        <span key="w" className="whitespace-pre-wrap">
          {a.whyJoin}
        </span>
      ) : (
        none
      ),
    ],
    [t('drivers.columns.submitted'), formatMoment(a.submittedAt)],
    [
      t('drivers.fields.account'),
      account
        ? account.isDriver
          ? t('drivers.accountDriver', { name: account.name })
          : t('drivers.accountExists', { name: account.name })
        : t('drivers.noAccount'),
    ],
  ];
  if (a.reviewedBy && a.reviewedAt)
    items.push([
      t('drivers.fields.reviewed'),
      t('drivers.reviewedBy', { name: a.reviewedBy.name, when: formatMoment(a.reviewedAt) }),
    ]);

  return (
    <div className="space-y-5">
      <DetailList items={items} />
      {earlierApplications.length > 0 ? (
        <section className="space-y-2 text-sm">
          <h3 className="text-base font-semibold text-slate-900">{t('drivers.earlier')}</h3>
          <ul className="space-y-1">
            {earlierApplications.map((e) => (
              <li key={e.id} className="flex flex-wrap items-center gap-2">
                <span className="tabular-nums">{formatDay(e.submittedAt)}</span>
                <ApplicationStatusBadge status={e.status} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
