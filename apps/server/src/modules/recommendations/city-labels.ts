import { foldName } from '@escazo/inventory';
import type { Inventory } from '../inventory/public.ts';
import type { PlanningCatalogue } from '../planning/public.ts';

export type CityLabels = {
  cityLabel(cityId: string): string | undefined;
  cityOfLabel(label: string): string | undefined;
};

const keyOf = (name: string, country: string) => `${foldName(name)}|${foldName(country)}`;

/** "City, Country" texts and city ids both ways: the knowledge base's names first, then the reference cities'. */
export function cityLabels(planning: PlanningCatalogue, inventory: Inventory): CityLabels {
  const { cities, countries } = inventory.data.reference;
  const countryNames = new Map(countries.map((country) => [country.code, country.name]));
  const labels = new Map<string, string>();
  const ids = new Map<string, string>();
  for (const entry of planning.destinations) {
    labels.set(entry.cityId, `${entry.name}, ${entry.country}`);
    ids.set(keyOf(entry.name, entry.country), entry.cityId);
  }
  // Most populous first, so a namesake never takes a larger city's bookings.
  for (const city of [...cities].sort((a, b) => b.population - a.population)) {
    const country = countryNames.get(city.country) ?? city.country;
    if (!labels.has(city.id)) labels.set(city.id, `${city.name}, ${country}`);
    const key = keyOf(city.name, country);
    if (!ids.has(key)) ids.set(key, city.id);
  }
  return {
    cityLabel: (cityId) => labels.get(cityId),
    cityOfLabel(label) {
      // A city's name may hold a comma ("Washington, D.C."); a country's never does.
      const comma = label.lastIndexOf(',');
      return comma > 0 ? ids.get(keyOf(label.slice(0, comma), label.slice(comma + 1))) : undefined;
    },
  };
}
