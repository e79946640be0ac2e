import { useTranslation } from 'react-i18next';
import { CalendarDays, LayoutList, Map as MapIcon, Ticket } from 'lucide-react';
import type { Plan } from '@escazo/contracts/planning';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@escazo/ui/tabs';
import { useViewState, VIEW_TABS, type ViewTab } from '../hooks/use-view-state.ts';
import { AddActivityDialog } from './add-activity-dialog.tsx';
import { BookingsTab } from './bookings-tab.tsx';
import { DayChooser } from './day-chooser.tsx';
import { DayView } from './day-view.tsx';
import { ItemActions } from './item-actions.tsx';
import { MapTab } from './map-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';

const icons = { overview: LayoutList, daily: CalendarDays, map: MapIcon, bookings: Ticket } as const;
const SHARED_TABS: readonly ViewTab[] = ['overview', 'daily', 'map'];

type Props = {
  plan: Plan;
  mapSrc: (date: string) => string;
  /** The owner's viewer: edit controls and the Bookings tab. A shared copy is read-only. */
  editable: boolean;
};

/** The itinerary's tabs: Overview, Daily Itinerary, Map View and (for the owner) Bookings. */
export function PlanTabs({ plan, mapSrc, editable }: Props) {
  const { t } = useTranslation('itinerary');
  const tabs = editable ? VIEW_TABS : SHARED_TABS;
  const dates = plan.days.map((d) => d.date);
  const { tab, day, setTab, setDay } = useViewState(dates, tabs);
  const dayOf = (date: string) => plan.days.find((d) => d.date === date);
  return (
    <Tabs value={tab} onValueChange={setTab} className="space-y-6">
      <TabsList aria-label={t('tabs.label')}>
        {tabs.map((v) => {
          const Icon = icons[v];
          return (
            <TabsTrigger key={v} value={v}>
              <Icon aria-hidden="true" />
              {t(`tabs.${v}`)}
            </TabsTrigger>
          );
        })}
      </TabsList>
      <TabsContent value="overview">
        <OverviewTab plan={plan} />
      </TabsContent>
      <TabsContent value="daily" className="space-y-4">
        <DayChooser dates={dates} value={day} onChange={setDay} />
        {day ? (
          <DayView
            plan={plan}
            date={day}
            toolbar={editable ? <AddActivityDialog key={day} plan={plan} date={day} /> : undefined}
            renderActions={editable ? (item) => <ItemActions plan={plan} day={dayOf(day)!} item={item} /> : undefined}
          />
        ) : null}
      </TabsContent>
      <TabsContent value="map">
        {day ? <MapTab plan={plan} date={day} onDateChange={setDay} mapSrc={mapSrc} /> : null}
      </TabsContent>
      {editable ? (
        <TabsContent value="bookings">
          <BookingsTab plan={plan} />
        </TabsContent>
      ) : null}
    </Tabs>
  );
}
