/**
 * Street addresses in the form of the city's language (locale.ts): the number where that
 * language puts it and street names common in many of its towns, so none is tied to one city
 * (no "Champs-Élysées" in Lyon). Forms: English (British, American and Indian names), French
 * (and Maghreb, Québec names), Spanish (Spain, Latin America), Catalan, Portuguese (Portugal,
 * Brazil), Italian, German (Swiss "ss"), Dutch, Danish, Swedish, Norwegian, Finnish, Polish,
 * Czech, Slovak, Hungarian, Romanian, Greek and Turkish (romanised), Indonesian, Malay,
 * Vietnamese, Thai (romanised), Chinese (pinyin, mainland and Taiwan), Korean (romanised road
 * names), Japanese (romanised block numbers, "2-14-3 Chūō") and Arabic (English form of Arab
 * street names). Every other language falls back to the British English form.
 */
import type { Rng } from '../imagery/random.ts';

type Form = { streets: readonly string[]; max: number; format: (street: string, n: number, rng: Rng) => string };

const numberFirst = (street: string, n: number) => `${n} ${street}`;
const numberLast = (street: string, n: number) => `${street} ${n}`;
const numberAfterComma = (street: string, n: number) => `${street}, ${n}`;

const FORMS: Record<string, Form> = {
  en: {
    streets: [
      'High Street',
      'Station Road',
      'Church Road',
      'King Street',
      'Queen Street',
      'Victoria Road',
      'George Street',
      'Market Street',
      'Bridge Street',
      'Mill Road',
      'Park Road',
      'Albert Road',
      'Chapel Street',
      'Broad Street',
    ],
    max: 240,
    format: numberFirst,
  },
  'en-US': {
    streets: [
      'Main Street',
      'Market Street',
      'Elm Street',
      'Oak Street',
      'Park Avenue',
      'Washington Street',
      'Lincoln Avenue',
      'Spring Street',
      'Union Street',
      'Church Street',
      'Maple Avenue',
      'Center Street',
      'Franklin Street',
      'Madison Avenue',
    ],
    max: 2400,
    format: numberFirst,
  },
  hi: {
    streets: [
      'MG Road',
      'Station Road',
      'Nehru Road',
      'Mall Road',
      'Gandhi Road',
      'Park Street',
      'Subhash Road',
      'Civil Lines Road',
    ],
    max: 180,
    format: numberFirst,
  },
  fr: {
    streets: [
      'rue de la République',
      'rue Victor-Hugo',
      'avenue Jean-Jaurès',
      'boulevard Gambetta',
      'rue Pasteur',
      'rue du Commerce',
      'rue de la Paix',
      'avenue de la Gare',
      'rue Nationale',
      'place de la Liberté',
      'rue des Écoles',
      'boulevard Voltaire',
      'rue du Marché',
      'avenue Foch',
    ],
    max: 120,
    format: numberFirst,
  },
  'fr-MA': {
    streets: [
      'avenue Mohammed-V',
      'boulevard Hassan-II',
      'avenue des FAR',
      'rue de la Liberté',
      'boulevard Mohammed-VI',
      'avenue Moulay-Youssef',
    ],
    max: 120,
    format: numberFirst,
  },
  'fr-TN': {
    streets: [
      'avenue Habib-Bourguiba',
      'avenue de la Liberté',
      'rue de la République',
      'avenue de Carthage',
      'rue Ibn-Khaldoun',
    ],
    max: 120,
    format: numberFirst,
  },
  'fr-DZ': {
    streets: [
      'rue Didouche-Mourad',
      'boulevard de la Soummam',
      'rue Larbi-Ben-M’hidi',
      'avenue de l’Indépendance',
      'rue Abane-Ramdane',
    ],
    max: 120,
    format: numberFirst,
  },
  'fr-CA': {
    streets: [
      'rue Saint-Denis',
      'rue Notre-Dame',
      'rue Sainte-Catherine',
      'boulevard René-Lévesque',
      'rue Principale',
      'rue Saint-Jean',
      'avenue du Parc',
    ],
    max: 2400,
    format: numberFirst,
  },
  es: {
    streets: [
      'Calle Mayor',
      'Calle Real',
      'Avenida de la Constitución',
      'Calle del Carmen',
      'Calle de San Juan',
      'Calle Nueva',
      'Plaza Mayor',
      'Calle del Sol',
      'Avenida de Andalucía',
      'Calle de la Iglesia',
      'Paseo del Prado',
      'Gran Vía',
    ],
    max: 90,
    format: numberLast,
  },
  'es-419': {
    streets: [
      'Avenida Independencia',
      'Calle Real',
      'Avenida Central',
      'Avenida de la Libertad',
      'Calle del Comercio',
      'Calle Colón',
      'Avenida Universidad',
      'Avenida de los Próceres',
      'Calle Principal',
    ],
    max: 3000,
    format: numberLast,
  },
  ca: {
    streets: [
      'Carrer Major',
      'Carrer Nou',
      'Carrer de Sant Pere',
      'Carrer de la Font',
      'Carrer de Mallorca',
      'Passeig de Gràcia',
      'Rambla de Catalunya',
      'Carrer del Carme',
    ],
    max: 120,
    format: numberAfterComma,
  },
  pt: {
    streets: [
      'Rua Direita',
      'Avenida da Liberdade',
      'Rua da Igreja',
      'Rua do Comércio',
      'Avenida da República',
      'Rua de Santo António',
      'Rua Nova',
      'Rua das Flores',
      'Avenida 25 de Abril',
    ],
    max: 200,
    format: numberAfterComma,
  },
  'pt-BR': {
    streets: [
      'Rua Sete de Setembro',
      'Avenida Brasil',
      'Rua Quinze de Novembro',
      'Avenida Getúlio Vargas',
      'Rua Tiradentes',
      'Rua Santos Dumont',
      'Rua Marechal Deodoro',
      'Avenida Presidente Vargas',
    ],
    max: 2500,
    format: numberAfterComma,
  },
  it: {
    streets: [
      'Via Roma',
      'Via Garibaldi',
      'Corso Vittorio Emanuele II',
      'Via Mazzini',
      'Via Dante',
      'Corso Italia',
      'Via Cavour',
      'Via Verdi',
      'Via XX Settembre',
      'Via della Repubblica',
      'Via Manzoni',
    ],
    max: 80,
    format: numberAfterComma,
  },
  de: {
    streets: [
      'Bahnhofstraße',
      'Hauptstraße',
      'Schillerstraße',
      'Goethestraße',
      'Kirchstraße',
      'Marktplatz',
      'Lindenstraße',
      'Gartenstraße',
      'Mozartstraße',
      'Poststraße',
      'Schulstraße',
      'Friedrichstraße',
    ],
    max: 90,
    format: numberLast,
  },
  nl: {
    streets: [
      'Stationsstraat',
      'Kerkstraat',
      'Molenstraat',
      'Dorpsstraat',
      'Nieuwstraat',
      'Schoolstraat',
      'Julianalaan',
      'Wilhelminastraat',
      'Marktstraat',
      'Lange Nieuwstraat',
    ],
    max: 150,
    format: numberLast,
  },
  da: {
    streets: ['Vestergade', 'Østergade', 'Nørregade', 'Søndergade', 'Algade', 'Jernbanegade', 'Kongensgade', 'Torvet'],
    max: 90,
    format: numberLast,
  },
  sv: {
    streets: [
      'Storgatan',
      'Drottninggatan',
      'Kungsgatan',
      'Kyrkogatan',
      'Järnvägsgatan',
      'Vasagatan',
      'Skolgatan',
      'Nygatan',
    ],
    max: 90,
    format: numberLast,
  },
  nb: {
    streets: ['Storgata', 'Kirkegata', 'Kongens gate', 'Dronningens gate', 'Jernbanegata', 'Skolegata', 'Torggata'],
    max: 90,
    format: numberLast,
  },
  fi: {
    streets: ['Kauppakatu', 'Kirkkokatu', 'Rautatienkatu', 'Asemakatu', 'Koulukatu', 'Puistokatu', 'Kauppatori'],
    max: 90,
    format: numberLast,
  },
  pl: {
    streets: [
      'Mickiewicza',
      'Kościuszki',
      'Słowackiego',
      'Sienkiewicza',
      'Długa',
      'Kolejowa',
      'Piłsudskiego',
      'Jana Pawła II',
      'Polna',
      'Ogrodowa',
    ],
    max: 120,
    format: (street, n) => `ul. ${street} ${n}`,
  },
  cs: {
    streets: ['Nádražní', 'Husova', 'Masarykova', 'Palackého', 'Komenského', 'Riegrova', 'Školní', 'Zahradní'],
    max: 90,
    format: numberLast,
  },
  sk: {
    streets: ['Hlavná', 'Štúrova', 'Hviezdoslavova', 'Školská', 'Záhradnícka', 'Obchodná', 'Námestie SNP'],
    max: 90,
    format: numberLast,
  },
  hu: {
    streets: [
      'Kossuth Lajos utca',
      'Petőfi Sándor utca',
      'Rákóczi út',
      'Széchenyi tér',
      'Ady Endre utca',
      'Arany János utca',
      'Bajcsy-Zsilinszky út',
    ],
    max: 120,
    format: (street, n) => `${street} ${n}.`,
  },
  ro: {
    streets: [
      'Strada Mihai Eminescu',
      'Bulevardul Unirii',
      'Strada Republicii',
      'Calea Victoriei',
      'Strada Libertății',
      'Bulevardul Revoluției',
      'Strada Avram Iancu',
    ],
    max: 120,
    format: numberLast,
  },
  el: {
    streets: [
      'Ermou',
      'Eleftheriou Venizelou',
      'Agiou Dimitriou',
      'Dimokratias',
      'Eleftherias',
      'Iroon Polytechniou',
      'Georgiou Papandreou',
    ],
    max: 120,
    format: numberLast,
  },
  tr: {
    streets: [
      'Atatürk Caddesi',
      'Cumhuriyet Caddesi',
      'İnönü Caddesi',
      'İstasyon Caddesi',
      'Gazi Bulvarı',
      'Çarşı Sokak',
      'Okul Sokak',
      'Hürriyet Caddesi',
    ],
    max: 160,
    format: (street, n) => `${street} No: ${n}`,
  },
  id: {
    streets: [
      'Sudirman',
      'Merdeka',
      'Gajah Mada',
      'Diponegoro',
      'Ahmad Yani',
      'Pahlawan',
      'Gatot Subroto',
      'Imam Bonjol',
    ],
    max: 200,
    format: (street, n) => `Jl. ${street} No. ${n}`,
  },
  ms: {
    streets: ['Jalan Besar', 'Jalan Merdeka', 'Jalan Tun Razak', 'Jalan Sultan', 'Jalan Stesen', 'Jalan Pasar'],
    max: 200,
    format: numberFirst,
  },
  vi: {
    streets: [
      'Lê Lợi',
      'Trần Hưng Đạo',
      'Nguyễn Huệ',
      'Hai Bà Trưng',
      'Lý Thường Kiệt',
      'Quang Trung',
      'Hùng Vương',
      'Nguyễn Trãi',
    ],
    max: 300,
    format: numberFirst,
  },
  th: {
    streets: [
      'Thanon Phahonyothin',
      'Thanon Ratchadamnoen',
      'Thanon Phetkasem',
      'Thanon Charoen Mueang',
      'Thanon Mittraphap',
    ],
    max: 400,
    format: numberFirst,
  },
  zh: {
    streets: [
      'Renmin Road',
      'Zhongshan Road',
      'Jiefang Road',
      'Jianguo Road',
      'Heping Road',
      'Xinhua Road',
      'Wenhua Road',
    ],
    max: 600,
    format: (street, n) => `No. ${n} ${street}`,
  },
  'zh-TW': {
    streets: ['Zhongshan Road', 'Minsheng Road', 'Zhongzheng Road', 'Heping Road', 'Minquan Road', 'Fuxing Road'],
    max: 400,
    format: (street, n) => `No. ${n}, ${street}`,
  },
  ko: {
    streets: ['Jungang-ro', 'Jungang-daero', 'Munhwa-ro', 'Sijang-ro', 'Gongwon-ro', 'Hwarang-ro'],
    max: 300,
    format: numberLast,
  },
  ja: {
    streets: [
      'Honchō',
      'Chūō',
      'Sakae-machi',
      'Motomachi',
      'Ekimae',
      'Nishiki',
      'Midori-chō',
      'Saiwai-chō',
      'Asahi-chō',
    ],
    max: 9,
    format: (street, n, rng) => `${n}-${rng.int(1, 30)}-${rng.int(1, 20)} ${street}`,
  },
  ar: {
    streets: [
      'Al Jamhuriya Street',
      'Al Nahda Street',
      'Al Salam Street',
      'Al Souq Street',
      'Al Madina Street',
      'Al Istiqlal Street',
      'Al Thawra Street',
    ],
    max: 200,
    format: numberFirst,
  },
};

/** Regional variants of a language, by country. */
const REGIONAL: Record<string, string> = {
  'en-US': 'en-US',
  'en-CA': 'en-US',
  'fr-MA': 'fr-MA',
  'fr-TN': 'fr-TN',
  'fr-DZ': 'fr-DZ',
  'fr-CA': 'fr-CA',
  'pt-BR': 'pt-BR',
  'zh-TW': 'zh-TW',
};

/** The address form for a language in a country: the regional variant, the language, else British English. */
export function addressFormKey(language: string, country: string): string {
  const regional = REGIONAL[`${language}-${country}`];
  if (regional) return regional;
  if (language === 'es' && country !== 'ES' && country !== 'GQ') return 'es-419';
  return FORMS[language] ? language : 'en';
}

/** '12 rue de la République, Lyon', 'Bahnhofstraße 12, Berlin', '2-14-3 Chūō, Osaka'. */
export function streetAddress(rng: Rng, language: string, country: string, cityName: string): string {
  const form = FORMS[addressFormKey(language, country)]!;
  let street = rng.pick(form.streets);
  // Swiss German writes "ss" for "ß".
  if (country === 'CH') street = street.replace(/ß/g, 'ss');
  return `${form.format(street, rng.int(1, form.max), rng)}, ${cityName}`;
}
