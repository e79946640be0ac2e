import { useSearchParams } from 'react-router';

export const VIEW_TABS = ['overview', 'daily', 'map', 'bookings'] as const;
export type ViewTab = (typeof VIEW_TABS)[number];

/**
 * The viewer's active tab and day, kept in the address (`tab`, `day`) so back, reload and links
 * keep them: Overview and the trip's first day unless the address says otherwise.
 */
export function useViewState(dates: readonly string[], tabs: readonly ViewTab[]) {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const dayParam = params.get('day');
  const tab: ViewTab = tabs.find((t) => t === tabParam) ?? 'overview';
  const day = dates.find((d) => d === dayParam) ?? dates[0] ?? null;
  const set = (key: 'tab' | 'day', value: string) =>
    setParams(
      (p) => {
        p.set(key, value);
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  return { tab, day, setTab: (value: string) => set('tab', value), setDay: (value: string) => set('day', value) };
}
