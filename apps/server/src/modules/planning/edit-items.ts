import type { PlanItemAdd, PlanItemEdit } from '@escazo/contracts/planning';
import { parseMinute } from '@escazo/planner';
import type { CatalogueEntry } from './catalogue.ts';
import { dayNotFound, itemNotEditable, itemNotFound } from './edit-errors.ts';
import { fieldError, validationFailed } from './field-errors.ts';
import type { StoredDay, StoredItem } from './stored-plan.ts';

/**
 * The pure item edits: each gives the plan's days with one day changed (its transport items
 * dropped; the engine re-times that day afterwards) and the date of that day.
 */
export type DayChange = { days: StoredDay[]; date: string };

/** Where a new visit starts on an empty day when no time is given. */
const DEFAULT_START = 9 * 60;

/** Only visits and meals are the traveller's to change. */
const isEditable = (item: StoredItem) => item.type === 'attraction' || item.type === 'dining';
/** Check-ins and flights keep their place in the day. */
const isFixed = (item: StoredItem) => item.type === 'accommodation' || item.type === 'flight';
const withoutTransport = (items: readonly StoredItem[]) => items.filter((item) => item.type !== 'transport');

function replaceDay(days: readonly StoredDay[], date: string, items: StoredItem[]): DayChange {
  return { days: days.map((day) => (day.date === date ? { date, items } : day)), date };
}

/** The day holding an item and the item; 404 for an id the plan does not have. */
function locate(days: readonly StoredDay[], itemId: string): { day: StoredDay; item: StoredItem } {
  for (const day of days) {
    const item = day.items.find((candidate) => candidate.id === itemId);
    if (item) return { day, item };
  }
  throw itemNotFound();
}

/** Non-transport items by start time (stable, so items starting together keep their order). */
const byStart = (items: StoredItem[]) =>
  items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.start - b.item.start || a.index - b.index)
    .map(({ item }) => item);

/**
 * Add Activity: an attraction or experience of the plan's destination that the plan does not
 * visit yet (400 planner.unknownPlace otherwise), on a day of the plan (404 otherwise), at `start`
 * or right after the day's last visit, for its usual length, priced for the party.
 */
export function addActivity(
  days: readonly StoredDay[],
  entry: CatalogueEntry,
  travelers: number,
  input: Pick<PlanItemAdd, 'date' | 'placeId' | 'start'>,
  id: string,
): DayChange {
  const place = entry.placeById.get(input.placeId);
  const planned = days.some((day) => day.items.some((item) => item.placeId === input.placeId));
  if (!place || place.kind === 'restaurant' || planned)
    throw validationFailed([fieldError('placeId', 'planner.unknownPlace')]);
  const day = days.find((candidate) => candidate.date === input.date);
  if (!day) throw dayNotFound();

  const items = withoutTransport(day.items);
  const lastVisit = items.findLastIndex((item) => item.type === 'attraction');
  // A day without visits: after whatever comes before its first meal or flight (a check-in).
  const firstMealOrFlight = items.findIndex((item) => item.type === 'dining' || item.type === 'flight');
  const after = lastVisit >= 0 ? lastVisit : (firstMealOrFlight === -1 ? items.length : firstMealOrFlight) - 1;
  const anchor = after >= 0 ? items[after] : undefined;
  const start = input.start !== undefined ? parseMinute(input.start) : (anchor?.end ?? DEFAULT_START);
  const visit: StoredItem = {
    id,
    type: 'attraction',
    placeId: place.id,
    title: place.name,
    start,
    end: start + place.visitMinutes,
    costMinor: place.priceMinor * travelers,
    location: { lat: place.lat, lon: place.lon },
  };
  // At a given time: among the day's items by time. Otherwise: right after the last visit.
  const at = input.start !== undefined ? items.findIndex((item) => item.start > start) : after + 1;
  const position = at === -1 ? items.length : at;
  return replaceDay(days, day.date, [...items.slice(0, position), visit, ...items.slice(position)]);
}

/**
 * A visit or meal at a new start and/or for a new length: shorter than the place's usual visit it
 * is marked shortened. The day's items are then taken in time order.
 */
export function editItem(
  days: readonly StoredDay[],
  entry: CatalogueEntry,
  itemId: string,
  input: Pick<PlanItemEdit, 'start' | 'durationMinutes'>,
): DayChange {
  const { day, item } = locate(days, itemId);
  if (!isEditable(item)) throw itemNotEditable();
  const start = input.start !== undefined ? parseMinute(input.start) : item.start;
  const duration = input.durationMinutes ?? item.end - item.start;
  const usual = item.placeId ? entry.placeById.get(item.placeId)?.visitMinutes : undefined;
  const { shortened: _wasShortened, ...rest } = item;
  const edited: StoredItem = {
    ...rest,
    start,
    end: start + duration,
    ...(usual !== undefined && duration < usual ? { shortened: true } : {}),
  };
  const items = byStart(withoutTransport(day.items).map((candidate) => (candidate.id === itemId ? edited : candidate)));
  return replaceDay(days, day.date, items);
}

/** Removes a visit or meal (check-ins, flights and travel stay). */
export function deleteItem(days: readonly StoredDay[], itemId: string): DayChange {
  const { day, item } = locate(days, itemId);
  if (!isEditable(item)) throw itemNotEditable();
  return replaceDay(
    days,
    day.date,
    withoutTransport(day.items).filter((candidate) => candidate.id !== itemId),
  );
}

/**
 * A day's items in a new order: `itemIds` must be exactly the day's non-transport items (400 on
 * `itemIds` otherwise). Check-ins and flights keep their places; the visits and meals fill the
 * other places in the order given, each taking the start time of the place it moves into.
 */
export function reorderDay(days: readonly StoredDay[], date: string, itemIds: readonly string[]): DayChange {
  const day = days.find((candidate) => candidate.date === date);
  if (!day) throw dayNotFound();
  const items = withoutTransport(day.items);
  const byId = new Map(items.map((item) => [item.id, item]));
  const exact =
    itemIds.length === items.length && new Set(itemIds).size === itemIds.length && itemIds.every((id) => byId.has(id));
  if (!exact) throw validationFailed([fieldError('itemIds', 'field.invalid')]);

  const movable = itemIds.map((id) => byId.get(id)!).filter((item) => !isFixed(item));
  let next = 0;
  const reordered = items.map((slot) => {
    if (isFixed(slot)) return slot;
    const item = movable[next++]!;
    return { ...item, start: slot.start, end: slot.start + (item.end - item.start) };
  });
  return replaceDay(days, date, reordered);
}
