import { hasPermission } from '@escazo/contracts/admin';

/** The tabs an admin may open, in their order. */
export function visibleTabs<T extends { permission: string }>(tabs: readonly T[], grants: readonly string[]): T[] {
  return tabs.filter((tab) => hasPermission(grants, tab.permission));
}

/** The tab to show for a `?tab=` value: the one asked when it is allowed, else the first allowed. */
export function selectedTabId(tabs: readonly { id: string }[], wanted: string | null): string | undefined {
  return tabs.find((tab) => tab.id === wanted)?.id ?? tabs[0]?.id;
}
