/**
 * Cabotage: a domestic route (both ends in one country) is flown only by that country's own
 * carriers, a carrier's home country being the country of its first hub. EU/EEA carriers may
 * also fly domestic routes in any other EU/EEA country (the EU single aviation market); the UK
 * and Switzerland are outside it.
 */

/** EU member states plus Iceland, Liechtenstein and Norway (ISO 3166-1 alpha-2). */
export const EEA_COUNTRIES: ReadonlySet<string> = new Set(
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IS IT LI LT LU LV MT NL NO PL PT RO SE SI SK'.split(' '),
);

/** May a carrier whose home country is `carrierCountry` fly a domestic route inside `routeCountry`? */
export function mayFlyDomestic(carrierCountry: string, routeCountry: string): boolean {
  return carrierCountry === routeCountry || (EEA_COUNTRIES.has(carrierCountry) && EEA_COUNTRIES.has(routeCountry));
}
