import { countryByCode } from '@escazo/inventory';

/** "London, United Kingdom": the city with its country's English name (the code when the country is unknown). */
export function destinationName(city: string, countryCode: string): string {
  return `${city}, ${countryByCode(countryCode)?.name ?? countryCode}`;
}
