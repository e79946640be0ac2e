import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Profile } from '@escazo/contracts/account';
import { paths } from '@web/config/paths.ts';

/** The passenger is the signed-in traveller: name, e-mail and phone from the account, read-only. */
export function PassengerDetails({ profile, loading }: { profile: Profile | undefined; loading: boolean }) {
  const { t } = useTranslation('rides');
  return (
    <section aria-labelledby="ride-passenger-title" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="ride-passenger-title" className="text-lg font-semibold text-slate-900">
          {t('passenger.title')}
        </h2>
        <Link to={paths.profileTab('personal')} className="text-sm font-semibold text-primary-700 hover:underline">
          {t('passenger.edit')}
        </Link>
      </div>
      <p className="text-sm text-slate-700">{t('passenger.hint')}</p>
      {loading || !profile ? (
        <p role="status" className="text-sm text-slate-600">
          {t('passenger.loading')}
        </p>
      ) : (
        <dl
          className="grid gap-3 rounded-xl border border-slate-200 p-4 text-sm sm:grid-cols-3"
          data-testid="ride-passenger"
        >
          <div>
            <dt className="text-slate-600">{t('passenger.name')}</dt>
            <dd className="font-medium text-slate-900">{profile.name}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-slate-600">{t('passenger.email')}</dt>
            <dd className="break-words font-medium text-slate-900">{profile.email}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('passenger.phone')}</dt>
            <dd className="font-medium text-slate-900">{profile.phone || t('passenger.noPhone')}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
