import { useTranslation } from 'react-i18next';
import { Award, CalendarDays } from 'lucide-react';
import type { Profile } from '@escazo/contracts/account';
import { Badge } from '@escazo/ui/badge';
import { Card, CardBody } from '@escazo/ui/card';
import { formatMonthYear } from '../utils/format.ts';

/** The signed-in user's picture, name, membership tier (from the account) and member-since date. */
export function MyProfileHeader({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  return (
    <Card>
      <CardBody className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
        <img
          src={profile.avatarUrl}
          alt={t('avatar.alt', { name: profile.name })}
          className="size-20 shrink-0 rounded-full border border-slate-200 bg-slate-100 object-cover"
        />
        <div className="min-w-0 space-y-2">
          <h1 className="break-words text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{profile.name}</h1>
          <p className="break-all text-sm text-slate-600">{profile.email}</p>
          <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
            <Badge tone="accent">
              <Award className="size-3.5" aria-hidden="true" />
              {t(`tiers.${profile.membershipTier}`)}
            </Badge>
            <Badge>
              <CalendarDays className="size-3.5" aria-hidden="true" />
              {t('myProfile.memberSince', { date: formatMonthYear(profile.memberSince) })}
            </Badge>
          </div>
        </div>
      </CardBody>
    </Card>
  );
}
