import type { Inventory } from '../inventory/public.ts';
import type { WatchSelection } from './selection.ts';

const cabinNames: Record<string, string> = {
  economy: 'Economy',
  premium: 'Premium Economy',
  business: 'Business',
  first: 'First',
};

const dayParts = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return {
    day: date.getUTCDate(),
    month: date.toLocaleDateString('en-GB', { month: 'short', timeZone: 'UTC' }),
    year: date.getUTCFullYear(),
  };
};

/** "12 Jan 2027". */
export function formatDay(day: string): string {
  const p = dayParts(day);
  return `${p.day} ${p.month} ${p.year}`;
}

/** "12–15 Jan 2027", "30 Jan – 2 Feb 2027", "30 Dec 2026 – 2 Jan 2027". */
export function formatDayRange(first: string, last: string): string {
  const a = dayParts(first);
  const b = dayParts(last);
  if (a.year !== b.year) return `${formatDay(first)} – ${formatDay(last)}`;
  if (a.month !== b.month) return `${a.day} ${a.month} – ${b.day} ${b.month} ${b.year}`;
  return `${a.day}–${b.day} ${b.month} ${b.year}`;
}

/** An airport code as typed ('jfk' → 'JFK'), a city id as its city's name. */
function placeName(inventory: Inventory, place: string): string {
  const text = place.trim();
  if (/^[A-Za-z]{3}$/.test(text)) return text.toUpperCase();
  const lower = text.toLowerCase();
  return inventory.data.reference.cities.find((c) => c.id.toLowerCase() === lower)?.name ?? text;
}

/**
 * The canonical form of a selection: one active watch per user and key. Place codes and ids are
 * compared without case, as the search compares them.
 */
export function watchKey(selection: WatchSelection): string {
  switch (selection.kind) {
    case 'flight':
      return [
        'flight',
        selection.from.trim().toLowerCase(),
        selection.to.trim().toLowerCase(),
        selection.date,
        selection.cabin,
        selection.passengers,
      ].join('|');
    case 'hotel':
      return [
        'hotel',
        selection.hotelId,
        selection.checkIn,
        selection.checkOut,
        selection.guests,
        selection.rooms,
      ].join('|');
    case 'stay':
      return ['stay', selection.stayId, selection.checkIn, selection.checkOut, selection.guests].join('|');
  }
}

/** "JFK → LAX · 12 Jan 2027 · Economy · 2 passengers", "Hotel name · 12–15 Jan 2027". */
export function watchLabel(inventory: Inventory, selection: WatchSelection): string {
  switch (selection.kind) {
    case 'flight': {
      const people = `${selection.passengers} passenger${selection.passengers === 1 ? '' : 's'}`;
      return `${placeName(inventory, selection.from)} → ${placeName(inventory, selection.to)} · ${formatDay(selection.date)} · ${cabinNames[selection.cabin] ?? selection.cabin} · ${people}`;
    }
    case 'hotel':
      return `${inventory.engines.hotels.hotel(selection.hotelId)?.name ?? 'Hotel'} · ${formatDayRange(selection.checkIn, selection.checkOut)}`;
    case 'stay':
      return `${inventory.engines.stays.stay(selection.stayId)?.title ?? 'Stay'} · ${formatDayRange(selection.checkIn, selection.checkOut)}`;
  }
}

/** Where the watched selection opens in the web app, with its dates and party. */
export function watchLink(selection: WatchSelection): string {
  switch (selection.kind) {
    case 'flight': {
      const query = new URLSearchParams({
        from: selection.from,
        to: selection.to,
        date: selection.date,
        cabin: selection.cabin,
        passengers: String(selection.passengers),
      });
      return `/flights?${query.toString()}`;
    }
    case 'hotel': {
      const query = new URLSearchParams({
        checkIn: selection.checkIn,
        checkOut: selection.checkOut,
        guests: String(selection.guests),
        rooms: String(selection.rooms),
      });
      return `/hotels/${encodeURIComponent(selection.hotelId)}?${query.toString()}`;
    }
    case 'stay': {
      const query = new URLSearchParams({
        checkIn: selection.checkIn,
        checkOut: selection.checkOut,
        guests: String(selection.guests),
      });
      return `/stays/${encodeURIComponent(selection.stayId)}?${query.toString()}`;
    }
  }
}
