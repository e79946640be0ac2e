/**
 * Neighbourhood words for stay titles, in the city's language (locale.ts): a centre for every
 * city, a historic centre only where one is plausible (historicCentre: Europe and Latin America),
 * and harbour or seafront areas only in coastal cities (coast.ts). No riverside: we do not know
 * which cities have one. Local names read as English titles use them ("Loft in the Altstadt").
 * Languages without a list here use the English one.
 */
export type CityPlace = { language: string; country: string; continent: string; coastal: boolean };

type Areas = {
  centre: readonly string[];
  historic: readonly string[];
  coastal: readonly string[];
  other: readonly string[];
};

const AREAS: Record<string, Areas> = {
  en: {
    centre: ['the City Centre'],
    historic: ['the Old Town'],
    coastal: ['the Harbourside', 'the Seafront'],
    other: ['the Station Quarter', 'a Quiet Residential Area', 'the Arts Quarter'],
  },
  'en-US': {
    centre: ['Downtown'],
    historic: ['the Historic District'],
    coastal: ['the Waterfront', 'the Harbor District'],
    other: ['Midtown', 'a Quiet Residential Area', 'the Arts District'],
  },
  fr: {
    centre: ['Centre-Ville'],
    historic: ['the Vieille Ville'],
    coastal: ['the Vieux-Port', 'the Front de Mer'],
    other: ['the Quartier de la Gare', 'the Quartier des Halles'],
  },
  es: {
    centre: ['the Centro'],
    historic: ['the Centro Histórico', 'the Casco Antiguo'],
    coastal: ['the Paseo Marítimo', 'the Zona del Puerto'],
    other: ['the Barrio de la Estación'],
  },
  ca: {
    centre: ['the Eixample'],
    historic: ['Ciutat Vella', 'the Barri Antic'],
    coastal: ['the Port Vell', 'the Passeig Marítim'],
    other: ['Gràcia'],
  },
  pt: {
    centre: ['the Centro'],
    historic: ['the Centro Histórico', 'the Baixa'],
    coastal: ['the Zona Ribeirinha', 'the Orla Marítima'],
    other: ['the Bairro da Estação'],
  },
  it: {
    centre: ['the Centro'],
    historic: ['the Centro Storico', 'the Città Vecchia'],
    coastal: ['the Lungomare', 'the Porto Vecchio'],
    other: ['the Quartiere della Stazione'],
  },
  de: {
    centre: ['the Innenstadt', 'Stadtmitte'],
    historic: ['the Altstadt'],
    coastal: ['the Hafenviertel'],
    other: ['the Bahnhofsviertel'],
  },
  nl: {
    centre: ['the Centrum', 'the Binnenstad'],
    historic: ['the Oude Binnenstad'],
    coastal: ['the Havenkwartier'],
    other: ['the Stationsbuurt'],
  },
  ja: { centre: ['Chūō'], historic: [], coastal: ['Minato'], other: ['Ekimae', 'Honchō'] },
};

/** Where a historic centre ("Old Town", "Altstadt", "Centro Histórico") is plausible. */
export function historicCentre(place: CityPlace): boolean {
  return place.continent === 'EU' || place.continent === 'SA' || (place.continent === 'NA' && place.language === 'es');
}

function areasFor(place: CityPlace): Areas {
  if (place.language === 'en' && (place.country === 'US' || place.country === 'CA')) return AREAS['en-US']!;
  return AREAS[place.language] ?? AREAS.en!;
}

/** The neighbourhoods a stay in this city can be titled with. */
export function cityAreas(place: CityPlace): string[] {
  const areas = areasFor(place);
  return [
    ...areas.centre,
    ...areas.other,
    ...(historicCentre(place) ? areas.historic : []),
    ...(place.coastal ? areas.coastal : []),
  ];
}

/** Words that only fit a city by the sea (checked by the tests on every inland city). */
export const COASTAL_WORDS =
  /harbou?r|seafront|waterfront|beach|sea view|ocean|marina|coral|\bbay\b|port vell|vieux-port|front de mer|marítim|puerto|ribeirinha|lungomare|porto vecchio|hafen|haven|minato/i;
