/**
 * Curated tags of lodging cities (city id → tags), from well-known facts about each place: the
 * explore page's adventure tab lists the cities tagged 'adventure', and every card shows its tags.
 * Only cities that have hotels in the inventory belong here (a test holds that).
 */
export const destinationTagNames = [
  'adventure',
  'mountains',
  'wildlife',
  'beach',
  'culture',
  'history',
  'food',
  'nightlife',
  'nature',
] as const;
export type DestinationTag = (typeof destinationTagNames)[number];

export const destinationTags: Readonly<Record<string, readonly DestinationTag[]>> = {
  // Adventure: treks, glaciers, safaris, surf and ski gateways.
  'PE-cusco': ['adventure', 'mountains', 'history'], // Inca Trail and Machu Picchu gateway
  'IS-reykjavik': ['adventure', 'nature'], // glaciers, volcanoes, geysers on the Golden Circle
  'ZA-cape-town': ['adventure', 'beach', 'nature'], // Table Mountain, Cape Peninsula
  'NP-kathmandu': ['adventure', 'mountains', 'culture'], // Himalayan treks start here
  'NZ-christchurch': ['adventure', 'mountains', 'nature'], // gateway to the Southern Alps
  'US-anchorage': ['adventure', 'wildlife', 'nature'], // Alaska's glaciers and Denali road
  'EC-quito': ['adventure', 'mountains', 'history'], // Andean volcanoes, Galápagos flights
  'CA-calgary': ['adventure', 'mountains'], // gateway to Banff and the Rockies
  'US-denver': ['adventure', 'mountains'], // Colorado Rockies ski and hiking country
  'US-salt-lake-city': ['adventure', 'mountains', 'nature'], // Wasatch skiing, Utah's national parks
  'NA-windhoek': ['adventure', 'wildlife', 'nature'], // Namib dunes and Etosha safaris
  'KE-nairobi': ['adventure', 'wildlife'], // Nairobi National Park, Maasai Mara flights
  'RW-kigali': ['adventure', 'wildlife'], // mountain gorilla treks in Volcanoes National Park
  'MN-ulan-bator': ['adventure', 'nature'], // steppe and Gobi expeditions
  'KG-bishkek': ['adventure', 'mountains'], // Tian Shan trekking
  'CA-vancouver': ['adventure', 'mountains', 'nature'], // sea kayaking, Whistler
  'NO-bergen': ['adventure', 'nature'], // gateway to the western fjords
  'CL-santiago': ['adventure', 'mountains', 'food'], // Andes ski resorts an hour away
  'CR-san-jose': ['adventure', 'wildlife', 'nature'], // rainforests, volcanoes, zip lines
  // Beaches and islands.
  'US-honolulu': ['beach', 'nature'],
  'MV-male': ['beach', 'nature'],
  'TZ-zanzibar': ['beach', 'history'],
  'ID-denpasar': ['beach', 'culture'],
  'US-miami': ['beach', 'nightlife'],
  'BR-rio-de-janeiro': ['beach', 'nightlife', 'culture'],
  'MX-cancun': ['beach', 'nightlife'],
  'AU-sydney': ['beach', 'culture'],
  // Culture, history and food.
  'FR-paris': ['culture', 'food', 'history'],
  'IT-rome': ['history', 'culture', 'food'],
  'JP-tokyo': ['culture', 'food', 'nightlife'],
  'JP-kyoto': ['culture', 'history'],
  'GB-london': ['culture', 'history', 'nightlife'],
  'US-new-york-city': ['culture', 'food', 'nightlife'],
  'ES-barcelona': ['culture', 'beach', 'food'],
  'TR-istanbul': ['history', 'culture', 'food'],
  'EG-cairo': ['history', 'culture'],
  'GR-athens': ['history', 'culture'],
  'CZ-prague': ['history', 'culture'],
  'HU-budapest': ['history', 'culture', 'nightlife'],
  'PT-lisbon': ['culture', 'food', 'history'],
  'TH-bangkok': ['food', 'culture', 'nightlife'],
  'SG-singapore': ['food', 'culture'],
  'VN-hanoi': ['food', 'culture', 'history'],
  'KH-siem-reap': ['history', 'culture'], // Angkor Wat
  'IN-agra': ['history', 'culture'], // Taj Mahal
  'IN-jaipur': ['history', 'culture'],
  'JO-amman': ['history', 'culture'], // Petra day trips
  'CU-havana': ['history', 'culture', 'nightlife'],
  'MX-mexico-city': ['culture', 'food', 'history'],
  'AR-buenos-aires': ['culture', 'food', 'nightlife'],
  'US-las-vegas': ['nightlife'],
  'US-san-francisco': ['culture', 'food'],
  'AE-dubai': ['beach', 'nightlife'],
};

export function tagsOf(cityId: string): readonly DestinationTag[] {
  return destinationTags[cityId] ?? [];
}
