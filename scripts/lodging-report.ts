/**
 * Counts for the lodging inventory the server generates (real reference data, default options,
 * the server's seed): hotels, stays and cities, the cities the "Do Not Travel" list drops and the
 * ones tourism weighting adds or removes compared with the old choice (pickLodgingCities: large
 * airports' cities, each country's largest city, then population; no exclusions), and the names
 * drawn again because the city already had them. Run: npx tsx scripts/lodging-report.ts
 */
import { loadReferenceData } from '@escazo/inventory';
import { generateHotels, isDoNotTravel, pickLodgingCities, TOURIST_CITY_IDS } from '@escazo/inventory/hotels';
import { generateStays } from '@escazo/inventory/stays';

/** DEFAULT_INVENTORY_SEED of apps/server/src/modules/inventory/in-memory.ts. */
const SEED = 20261122;
const ref = loadReferenceData();
let hotelRenames = 0;
let stayRenames = 0;
const hotels = generateHotels(ref, { seed: SEED, onRenamed: () => hotelRenames++ });
const stays = generateStays(ref, { seed: SEED, onRenamed: () => stayRenames++ });

function compare(kind: string, count: number, chosen: { id: string }[]) {
  const old = pickLodgingCities(ref, count);
  const now = new Set(chosen.map((city) => city.id));
  const advised = old.filter((city) => isDoNotTravel(city));
  const removed = old.filter((city) => !isDoNotTravel(city) && !now.has(city.id));
  const oldIds = new Set(old.map((city) => city.id));
  const added = chosen.filter((city) => !oldIds.has(city.id));
  console.log(`${kind} cities: ${chosen.length} (old choice: ${old.length})`);
  console.log(`  dropped by the Do Not Travel list: ${advised.length} (${advised.map((c) => c.id).join(', ')})`);
  console.log(`  removed by tourism weighting: ${removed.length}`);
  const tourist = added.filter((city) => TOURIST_CITY_IDS.has(city.id));
  const capitalsOrFill = added.filter((city) => !TOURIST_CITY_IDS.has(city.id));
  console.log(`  added by tourism weighting: ${added.length}`);
  console.log(
    `    tourist destinations: ${tourist.length} (e.g. ${tourist
      .slice(0, 10)
      .map((c) => c.id)
      .join(', ')})`,
  );
  console.log(
    `    capitals and population fill of the freed places: ${capitalsOrFill.length} (e.g. ${capitalsOrFill
      .slice(0, 6)
      .map((c) => c.id)
      .join(', ')})`,
  );
}

console.log(`hotels: ${hotels.hotels.length} in ${new Set(hotels.hotels.map((h) => h.cityId)).size} cities`);
console.log(`stays: ${stays.stays.length} in ${new Set(stays.stays.map((s) => s.cityId)).size} cities`);
compare('hotel', 600, hotels.cities);
compare('stay', 500, stays.cities);
console.log(`hotel names drawn again (already taken in the city): ${hotelRenames}`);
console.log(`stay titles drawn again (already taken in the city): ${stayRenames}`);
