/**
 * Where no hotel or stay is offered: places under the U.S. Department of State's highest travel
 * advisory, Level 4 "Do Not Travel" (travel.state.gov, public domain as a U.S. government work).
 * Written down from the advisories as known in early 2025 (not fetched live): whole countries, and,
 * where only a region is Level 4, the reference cities (ids) in it. Review when the advisories change.
 */
export const TRAVEL_ADVISORIES_AS_OF = '2025-01';

/** ISO 3166-1 alpha-2 codes of countries under Level 4 as a whole. */
export const DO_NOT_TRAVEL_COUNTRIES: ReadonlySet<string> = new Set([
  'AF', // Afghanistan
  'BY', // Belarus
  'BF', // Burkina Faso
  'MM', // Burma (Myanmar)
  'CF', // Central African Republic
  'HT', // Haiti
  'IR', // Iran
  'IQ', // Iraq
  'LB', // Lebanon
  'LY', // Libya
  'ML', // Mali
  'NE', // Niger
  'KP', // North Korea
  'RU', // Russia
  'SO', // Somalia
  'SS', // South Sudan
  'SD', // Sudan
  'SY', // Syria
  'UA', // Ukraine
  'VE', // Venezuela
  'YE', // Yemen
]);

/** Reference city ids in Level 4 regions of countries that are otherwise open. */
export const DO_NOT_TRAVEL_CITIES: ReadonlySet<string> = new Set([
  // Mexico: Colima, Guerrero, Michoacán, Sinaloa, Tamaulipas and Zacatecas states.
  'MX-colima',
  'MX-manzanillo',
  'MX-acapulco-de-juarez',
  'MX-chilpancingo',
  'MX-morelia',
  'MX-uruapan',
  'MX-culiacan',
  'MX-mazatlan',
  'MX-reynosa',
  'MX-heroica-matamoros',
  'MX-nuevo-laredo',
  'MX-tampico',
  'MX-ciudad-victoria',
  'MX-zacatecas',
  // Colombia: Arauca, Cauca and Norte de Santander departments.
  'CO-cucuta',
  'CO-popayan',
  // Nigeria: Borno, Yobe, Adamawa, Kaduna, Katsina, Zamfara and other northern states.
  'NG-maiduguri',
  'NG-kaduna',
  'NG-katsina',
  'NG-gusau',
  // Pakistan: Balochistan and Khyber Pakhtunkhwa.
  'PK-quetta',
  'PK-peshawar',
  'PK-dera-ismail-khan',
  // Philippines: the Sulu Archipelago.
  'PH-jolo',
  // Cameroon: Northwest, Southwest and Far North regions.
  'CM-bamenda',
  'CM-maroua',
  // India: Jammu and Kashmir (not Ladakh).
  'IN-srinagar',
  'IN-jammu',
  // Gaza.
  'PS-gaza',
  'PS-jabalya',
  'PS-khan-yunis',
  'PS-rafah',
  // Egypt: the Sinai Peninsula (except Sharm el-Sheikh) and the Western Desert.
  'EG-arish',
  // Ethiopia: Tigray and the border areas.
  'ET-mekele',
  // Democratic Republic of the Congo: North and South Kivu.
  'CD-goma',
  'CD-bukavu',
  // Mozambique: Cabo Delgado.
  'MZ-pemba',
]);

/** True when the city is under a Level 4 "Do Not Travel" advisory, as a country or as a region. */
export function isDoNotTravel(city: { id: string; country: string }): boolean {
  return DO_NOT_TRAVEL_COUNTRIES.has(city.country) || DO_NOT_TRAVEL_CITIES.has(city.id);
}
