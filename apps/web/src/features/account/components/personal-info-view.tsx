import { useTranslation } from 'react-i18next';
import type { Profile } from '@escazo/contracts/account';
import { formatCalendarDate } from '../utils/format.ts';

/** Personal Info in view mode: every field, with a clear 'Not provided' where it is empty. */
export function PersonalInfoView({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const rows: [string, string | null | undefined][] = [
    [t('fields.firstName'), profile.firstName],
    [t('fields.lastName'), profile.lastName],
    [t('fields.email'), profile.email],
    [t('fields.phone'), profile.phone],
    [t('fields.dateOfBirth'), profile.dateOfBirth ? formatCalendarDate(profile.dateOfBirth) : ''],
    [t('fields.country'), profile.country],
    [t('fields.location'), profile.location],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className={value ? 'mt-0.5 break-words text-slate-900' : 'mt-0.5 text-slate-500 italic'}>
            {value || t('notProvided')}
          </dd>
        </div>
      ))}
      <div className="sm:col-span-2">
        <dt className="text-sm font-medium text-slate-600">{t('fields.bio')}</dt>
        <dd
          className={
            profile.bio ? 'mt-0.5 whitespace-pre-line break-words text-slate-900' : 'mt-0.5 text-slate-500 italic'
          }
        >
          {profile.bio || t('notProvided')}
        </dd>
      </div>
    </dl>
  );
}
