import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Bookmark, ChevronRight, CreditCard, Plane, Settings2, Shield, UserRound } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { Card } from '@escazo/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@escazo/ui/tabs';
import { paths } from '@web/config/paths.ts';
import { useProfile } from '../api/get-profile.ts';
import { formatCalendarDate } from '../utils/format.ts';
import { EmptyState } from '@escazo/ui/empty-state';
import { MyProfileHeader } from './my-profile-header.tsx';
import { PreferencesSummary } from './preferences-summary.tsx';
import { ProfileCompletenessCard } from './profile-completeness-card.tsx';
import { LoadingRows, LoadError } from '@web/components/feedback/query-state.tsx';
import { SectionCard } from './section-card.tsx';
import { SavedList } from './saved-list.tsx';

const TABS = ['overview', 'trips', 'saved', 'settings'] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => (TABS as readonly (string | null)[]).includes(v);

const settingsLinks = [
  { tab: 'personal', Icon: UserRound },
  { tab: 'preferences', Icon: Settings2 },
  { tab: 'payment', Icon: CreditCard },
  { tab: 'security', Icon: Shield },
] as const;

type Props = {
  /** The My Trips tab's content (every trip, booked or planned, as /trips lists them), given the empty state to show when there are none. */
  renderTrips?: (empty: ReactNode) => ReactNode;
};

/** /my-profile: the signed-in user's own overview, trips, saved places and settings links. */
export function MyProfile({ renderTrips = (empty) => empty }: Props) {
  const { t } = useTranslation('account');
  const profile = useProfile();
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get('tab');
  const tab: Tab = isTab(param) ? param : 'overview';
  const select = (v: string) => {
    if (isTab(v))
      setSearchParams(
        (p) => {
          p.set('tab', v);
          return p;
        },
        { replace: true, preventScrollReset: true },
      );
  };

  if (profile.isPending) return <LoadingRows rows={5} />;
  if (profile.isError) return <LoadError onRetry={() => void profile.refetch()} />;
  const p = profile.data;
  const about = [
    [t('fields.location'), p.location],
    [t('fields.country'), p.country],
    [t('fields.dateOfBirth'), p.dateOfBirth ? formatCalendarDate(p.dateOfBirth) : ''],
    [t('myProfile.experience'), p.travelExperience ? t(`experience.${p.travelExperience}`) : ''],
  ] as const;

  return (
    <div className="space-y-6">
      <MyProfileHeader profile={p} />
      <Tabs value={tab} onValueChange={select} className="space-y-6">
        <TabsList aria-label={t('myProfile.tabsLabel')}>
          {TABS.map((v) => (
            <TabsTrigger key={v} value={v}>
              {t(`myProfile.tabs.${v}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview" className="space-y-6">
          <div className="grid gap-6 xl:grid-cols-2">
            <ProfileCompletenessCard />
            <SectionCard title={t('myProfile.about')}>
              <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
                {about.map(([label, value]) => (
                  <div key={label}>
                    <dt className="text-sm font-medium text-slate-600">{label}</dt>
                    <dd className={value ? 'mt-0.5 break-words text-slate-900' : 'mt-0.5 text-slate-500 italic'}>
                      {value || t('notProvided')}
                    </dd>
                  </div>
                ))}
              </dl>
              {p.bio ? <p className="whitespace-pre-line break-words text-slate-800">{p.bio}</p> : null}
            </SectionCard>
          </div>
          <PreferencesSummary />
        </TabsContent>
        <TabsContent value="trips">
          {renderTrips(
            <EmptyState Icon={Plane} title={t('myProfile.tripsEmptyTitle')} body={t('myProfile.tripsEmptyBody')}>
              <Button asChild>
                <Link to={paths.planTrip}>{t('myProfile.planTrip')}</Link>
              </Button>
            </EmptyState>,
          )}
        </TabsContent>
        <TabsContent value="saved">
          <SavedList
            empty={
              <EmptyState Icon={Bookmark} title={t('myProfile.savedEmptyTitle')} body={t('myProfile.savedEmptyBody')}>
                <Button asChild>
                  <Link to={paths.explore}>{t('myProfile.explore')}</Link>
                </Button>
              </EmptyState>
            }
          />
        </TabsContent>
        <TabsContent value="settings">
          <Card>
            <nav aria-label={t('myProfile.settingsLabel')}>
              <ul className="divide-y divide-slate-200">
                {settingsLinks.map(({ tab: target, Icon }) => (
                  <li key={target}>
                    <Link to={paths.profileTab(target)} className="flex items-center gap-4 px-5 py-4 hover:bg-slate-50">
                      <span className="grid size-10 shrink-0 place-content-center rounded-xl bg-primary-50 text-primary-700">
                        <Icon className="size-5" aria-hidden="true" />
                      </span>
                      <span className="min-w-0 flex-1">
                        <span className="block font-semibold text-slate-900">{t(`settings.tabs.${target}`)}</span>
                        <span className="block text-sm text-slate-600">{t(`myProfile.settingsHints.${target}`)}</span>
                      </span>
                      <ChevronRight className="size-5 text-slate-500" aria-hidden="true" />
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  );
}
