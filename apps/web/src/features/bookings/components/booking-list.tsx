import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '@escazo/ui/search-input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@escazo/ui/tabs';
import { PageHeading } from '@web/components/layouts/page-heading.tsx';
import type { BookingStatusFilter } from '../api/list-bookings.ts';
import { BookingListResults } from './booking-list-results.tsx';

const TABS = ['all', 'upcoming', 'pending', 'completed', 'cancelled'] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => TABS.includes(v as Tab);
const SEARCH_DELAY_MS = 300;
const Q_MAX = 100;

/** My Bookings: a search on title and destination and status tabs, both kept in the URL (?q=, ?status=). */
export function BookingList() {
  const { t } = useTranslation('my-bookings');
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get('status');
  const tab: Tab = isTab(param) ? param : 'all';
  const q = (searchParams.get('q') ?? '').slice(0, Q_MAX);
  const [text, setText] = useState(q);

  useEffect(() => setText(q), [q]);
  useEffect(() => {
    const next = text.trim();
    if (next === q.trim()) return;
    const timer = setTimeout(
      () =>
        setSearchParams(
          (p) => {
            if (next) p.set('q', next);
            else p.delete('q');
            return p;
          },
          { replace: true, preventScrollReset: true },
        ),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [text, q, setSearchParams]);

  const select = (value: string) => {
    if (!isTab(value)) return;
    setSearchParams(
      (p) => {
        if (value === 'all') p.delete('status');
        else p.set('status', value);
        return p;
      },
      { preventScrollReset: true },
    );
  };
  const status: BookingStatusFilter | undefined = tab === 'all' ? undefined : tab;

  return (
    <div className="space-y-6">
      <PageHeading title={t('title')} lead={t('intro')} />
      <div role="search" className="max-w-md">
        <label htmlFor="booking-search" className="sr-only">
          {t('searchLabel')}
        </label>
        <SearchInput
          id="booking-search"
          value={text}
          maxLength={Q_MAX}
          placeholder={t('searchPlaceholder')}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <Tabs value={tab} onValueChange={select} className="space-y-6">
        <TabsList aria-label={t('tabsLabel')} className="flex-wrap">
          {TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((value) => (
          <TabsContent key={value} value={value}>
            {value === tab ? <BookingListResults filter={{ status, q: q.trim() || undefined }} /> : null}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
