import type { PlanItem } from '@escazo/contracts/planning';

/** Visits and meals can be edited, deleted and moved; transfers, lodging and flights cannot. */
export const isEditableItem = (item: Pick<PlanItem, 'type'>) => item.type === 'attraction' || item.type === 'dining';

/**
 * The day's item ids (transfers left out: the server draws them again) after moving a visit or
 * meal one step up or down: it swaps places with the nearest visit or meal that way, while
 * check-ins and flights keep their places. Null when there is none that way.
 */
export function movedOrder(
  items: readonly Pick<PlanItem, 'id' | 'type'>[],
  itemId: string,
  direction: 'up' | 'down',
): string[] | null {
  const ordered = items.filter((item) => item.type !== 'transport');
  const index = ordered.findIndex((item) => item.id === itemId);
  const mover = ordered[index];
  if (!mover || !isEditableItem(mover)) return null;
  const step = direction === 'up' ? -1 : 1;
  let target = index + step;
  while (ordered[target] && !isEditableItem(ordered[target]!)) target += step;
  const neighbour = ordered[target];
  if (!neighbour) return null;
  const ids = ordered.map((item) => item.id);
  [ids[index], ids[target]] = [neighbour.id, mover.id];
  return ids;
}

/** Where the keyboard goes once an item is deleted: the next visit or meal, else the previous one, else null (the day's heading). */
export function focusAfterDelete(items: readonly Pick<PlanItem, 'id' | 'type'>[], itemId: string): string | null {
  const editable = items.filter(isEditableItem);
  const index = editable.findIndex((item) => item.id === itemId);
  if (index < 0) return null;
  return (editable[index + 1] ?? editable[index - 1])?.id ?? null;
}
