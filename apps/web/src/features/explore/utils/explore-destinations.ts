/** Airports offered in the "Flying from" select (large hubs); empty = the home airport, or New York JFK. */
export const exploreOrigins = [
  'JFK',
  'LAX',
  'ORD',
  'MIA',
  'YYZ',
  'LHR',
  'CDG',
  'FRA',
  'AMS',
  'MAD',
  'DXB',
  'SIN',
  'HND',
  'SYD',
] as const;

/** The `from` search parameter when it is one of the offered airports, else null (the server's default). */
export function exploreOriginParam(value: string | null): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  return (exploreOrigins as readonly string[]).includes(code) ? code : null;
}

/** Where the hero search goes: /search?q=… when the text is not blank after trimming, else nowhere. */
export function exploreSearchHref(text: string): string | null {
  const q = text.trim();
  return q ? `/search?${new URLSearchParams({ q }).toString()}` : null;
}
