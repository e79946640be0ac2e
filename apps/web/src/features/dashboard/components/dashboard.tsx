import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Bell, CalendarCheck, LayoutDashboard, Plane, Receipt } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@escazo/ui/tabs';
import { paths } from '../../../config/paths.ts';
import { EmptyState } from '@escazo/ui/empty-state';
import { QuickActions } from './quick-actions.tsx';

const TABS = ['overview', 'trips', 'bookings', 'notifications'] as const;
type Tab = (typeof TABS)[number];
const icons = { overview: LayoutDashboard, trips: Plane, bookings: Receipt, notifications: Bell } as const;
const isTab = (v: string | null): v is Tab => (TABS as readonly (string | null)[]).includes(v);

type Props = {
  /** The signed-in user's name for the greeting. */
  name: string;
  /** The profile completeness card (from the account feature). */
  profileCompleteness?: ReactNode;
};

/** /dashboard: Overview, Upcoming Trips, Recent Bookings, Notifications; `?tab=` keeps the tab. */
export function Dashboard({ name, profileCompleteness }: Props) {
  const { t } = useTranslation('dashboard');
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get('tab');
  const tab: Tab = isTab(param) ? param : 'overview';
  const select = (v: string) => {
    if (isTab(v)) setSearchParams((p) => { p.set('tab', v); return p; }, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="space-y-6">
      <div>
        <h1 className="break-words text-3xl font-bold tracking-tight text-slate-900">{t('greeting', { name })}</h1>
        <p className="mt-2 text-slate-700">{t('lead')}</p>
      </div>
      <Tabs value={tab} onValueChange={select} className="space-y-6">
        <TabsList aria-label={t('tabsLabel')}>
          {TABS.map((v) => {
            const Icon = icons[v];
            return <TabsTrigger key={v} value={v}><Icon aria-hidden="true" />{t(`tabs.${v}`)}</TabsTrigger>;
          })}
        </TabsList>
        <TabsContent value="overview" className="space-y-6">
          <QuickActions />
          {profileCompleteness}
        </TabsContent>
        <TabsContent value="trips">
          <EmptyState Icon={CalendarCheck} title={t('trips.emptyTitle')} body={t('trips.emptyBody')}>
            <Button asChild><Link to={paths.planTrip}>{t('trips.plan')}</Link></Button>
            <Button asChild variant="outline"><Link to={paths.trips}>{t('trips.all')}</Link></Button>
          </EmptyState>
        </TabsContent>
        <TabsContent value="bookings">
          <EmptyState Icon={Receipt} title={t('bookings.emptyTitle')} body={t('bookings.emptyBody')}>
            <Button asChild><Link to={paths.search}>{t('bookings.search')}</Link></Button>
            <Button asChild variant="outline"><Link to={paths.bookings}>{t('bookings.all')}</Link></Button>
          </EmptyState>
        </TabsContent>
        <TabsContent value="notifications">
          <EmptyState Icon={Bell} title={t('notifications.emptyTitle')} body={t('notifications.emptyBody')}>
            <Button asChild variant="outline"><Link to={paths.notifications}>{t('notifications.all')}</Link></Button>
            <Button asChild variant="ghost"><Link to={paths.profileTab('security')}>{t('notifications.settings')}</Link></Button>
          </EmptyState>
        </TabsContent>
      </Tabs>
    </div>
  );
}
