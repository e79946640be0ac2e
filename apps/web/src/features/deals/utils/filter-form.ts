import type { Currency } from '@escazo/contracts/currency';
import type { DealsQuery } from '@escazo/contracts/deals';
import type { AdvancedFilters } from './deals-url.ts';
import { majorTextToMinor, minorToMajorText } from './price-input.ts';

/** What the Advanced Filters fields hold: text, as typed. */
export type FilterForm = {
  priceMin: string;
  priceMax: string;
  destination: string;
  minRating: string;
  validUntil: string;
};

/** The fields for the query in the URL; prices in major units of `currency`. */
export function filterFormOf(query: DealsQuery, currency: Currency): FilterForm {
  return {
    priceMin: minorToMajorText(query.priceMin, currency),
    priceMax: minorToMajorText(query.priceMax, currency),
    destination: query.destination ?? '',
    minRating: query.minRating === undefined ? '' : String(query.minRating),
    validUntil: query.validUntil ?? '',
  };
}

type PriceError = 'priceInvalid' | 'priceOrder';
export type FilterFormResult =
  { ok: true; filters: AdvancedFilters } | { ok: false; errors: Partial<Record<'priceMin' | 'priceMax', PriceError>> };

/** The fields as filters: prices to integer minor units of `currency`, blanks to no filter. */
export function readFilterForm(form: FilterForm, currency: Currency): FilterFormResult {
  const priceMin = majorTextToMinor(form.priceMin, currency);
  const priceMax = majorTextToMinor(form.priceMax, currency);
  const errors: Partial<Record<'priceMin' | 'priceMax', PriceError>> = {};
  if (priceMin === null) errors.priceMin = 'priceInvalid';
  if (priceMax === null) errors.priceMax = 'priceInvalid';
  if (priceMin != null && priceMax != null && priceMax < priceMin) errors.priceMax = 'priceOrder';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const rating = form.minRating === '' ? undefined : Number(form.minRating);
  return {
    ok: true,
    filters: {
      priceMin: priceMin ?? undefined,
      priceMax: priceMax ?? undefined,
      priceCurrency: currency,
      destination: form.destination.trim() || undefined,
      minRating: rating !== undefined && Number.isFinite(rating) ? rating : undefined,
      validUntil: form.validUntil || undefined,
    },
  };
}
