/**
 * Where the benchmark travellers start: busy airports and cities on every continent, as a traveller
 * types them (codes and names). Long-haul ones land in the morning.
 */
export const TRAVELLER_ORIGINS = [
  'JFK',
  'LHR',
  'Paris',
  'LAX',
  'Tokyo',
  'SYD',
  'Lisbon',
  'Chicago',
  'FRA',
  'Singapore',
  'DXB',
  'São Paulo',
] as const;
