import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Bell, CalendarCheck, LayoutDashboard, Plane, Receipt } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@escazo/ui/tabs';
import { todayIso } from '@escazo/contracts/dates';
import { EmptyState } from '@escazo/ui/empty-state';
import { PageHeading } from '@web/components/layouts/page-heading.tsx';
import { paths } from '@web/config/paths.ts';
import { useAllBookings, useDashboardNotifications } from '../api/dashboard-data.ts';
import { dashboardFigures } from '../utils/dashboard-figures.ts';
import { DashboardBookingList } from './dashboard-booking-list.tsx';
import { DashboardFiguresGrid } from './dashboard-figures-grid.tsx';
import { DashboardNotifications } from './dashboard-notifications.tsx';
import { Failed, Loading } from './dashboard-states.tsx';
import { PriceAlerts } from './price-alerts.tsx';
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
  /** The user's preferred currency, for a year with nothing spent. */
  currency?: string;
};

const RECENT_NOTIFICATIONS = 5;

/** /dashboard: Overview, Upcoming Trips, Recent Bookings, Notifications; `?tab=` keeps the tab. */
export function Dashboard({ name, profileCompleteness, currency = 'USD' }: Props) {
  const { t } = useTranslation('dashboard');
  const bookings = useAllBookings();
  const notifications = useDashboardNotifications();
  const figures = dashboardFigures(bookings.data?.bookings ?? [], todayIso(Date.now()));
  const latestNotifications = notifications.data?.notifications.slice(0, RECENT_NOTIFICATIONS) ?? [];
  const retryBookings = () => void bookings.refetch();
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

  return (
    <div className="space-y-6">
      <PageHeading title={t('greeting', { name })} lead={t('lead')} />
      <Tabs value={tab} onValueChange={select} className="space-y-6">
        <TabsList aria-label={t('tabsLabel')}>
          {TABS.map((v) => {
            const Icon = icons[v];
            return (
              <TabsTrigger key={v} value={v}>
                <Icon aria-hidden="true" />
                {t(`tabs.${v}`)}
              </TabsTrigger>
            );
          })}
        </TabsList>
        <TabsContent value="overview" className="space-y-6">
          {bookings.isPending || notifications.isPending ? (
            <Loading label={t('loading')} />
          ) : bookings.isError ? (
            <Failed label={t('loadFailed')} retry={retryBookings} />
          ) : (
            <DashboardFiguresGrid
              upcoming={figures.upcoming.length}
              bookingsThisYear={figures.bookingsThisYear}
              spentThisYear={figures.spentThisYear}
              unread={notifications.data?.unreadCount ?? 0}
              currency={currency}
            />
          )}
          <QuickActions />
          <PriceAlerts />
          {profileCompleteness}
        </TabsContent>
        <TabsContent value="trips" className="space-y-4">
          {bookings.isPending ? (
            <Loading label={t('loading')} />
          ) : bookings.isError ? (
            <Failed label={t('loadFailed')} retry={retryBookings} />
          ) : figures.upcoming.length ? (
            <>
              <DashboardBookingList bookings={figures.upcoming} testId="dashboard-upcoming" />
              <Button asChild variant="outline">
                <Link to={paths.trips}>{t('trips.all')}</Link>
              </Button>
            </>
          ) : (
            <EmptyState Icon={CalendarCheck} title={t('trips.emptyTitle')} body={t('trips.emptyBody')}>
              <Button asChild>
                <Link to={paths.planTrip}>{t('trips.plan')}</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={paths.trips}>{t('trips.all')}</Link>
              </Button>
            </EmptyState>
          )}
        </TabsContent>
        <TabsContent value="bookings" className="space-y-4">
          {bookings.isPending ? (
            <Loading label={t('loading')} />
          ) : bookings.isError ? (
            <Failed label={t('loadFailed')} retry={retryBookings} />
          ) : figures.recent.length ? (
            <>
              <DashboardBookingList bookings={figures.recent} testId="dashboard-recent" />
              <Button asChild variant="outline">
                <Link to={paths.bookings}>{t('bookings.all')}</Link>
              </Button>
            </>
          ) : (
            <EmptyState Icon={Receipt} title={t('bookings.emptyTitle')} body={t('bookings.emptyBody')}>
              <Button asChild>
                <Link to={paths.search}>{t('bookings.search')}</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={paths.bookings}>{t('bookings.all')}</Link>
              </Button>
            </EmptyState>
          )}
        </TabsContent>
        <TabsContent value="notifications" className="space-y-4">
          {notifications.isPending ? (
            <Loading label={t('loading')} />
          ) : notifications.isError ? (
            <Failed label={t('notifications.loadFailed')} retry={() => void notifications.refetch()} />
          ) : latestNotifications.length ? (
            <>
              <DashboardNotifications notifications={latestNotifications} />
              <Button asChild variant="outline">
                <Link to={paths.notifications}>{t('notifications.all')}</Link>
              </Button>
            </>
          ) : (
            <EmptyState Icon={Bell} title={t('notifications.emptyTitle')} body={t('notifications.emptyBody')}>
              <Button asChild variant="outline">
                <Link to={paths.notifications}>{t('notifications.all')}</Link>
              </Button>
              <Button asChild variant="ghost">
                <Link to={paths.profileTab('security')}>{t('notifications.settings')}</Link>
              </Button>
            </EmptyState>
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
