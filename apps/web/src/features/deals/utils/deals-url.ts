import { dealsQuerySchema, type DealsQuery } from '@escazo/contracts/deals';
import { paramsToObject, toSearchParams } from '../../search/utils/url-state.ts';

/** The filters Advanced Filters holds; the type buttons and Sort By sit outside it. */
export type AdvancedFilters = Pick<
  DealsQuery,
  'priceMin' | 'priceMax' | 'priceCurrency' | 'destination' | 'minRating' | 'validUntil'
>;

export const noAdvancedFilters: AdvancedFilters = {
  priceMin: undefined,
  priceMax: undefined,
  priceCurrency: 'USD',
  destination: undefined,
  minRating: undefined,
  validUntil: undefined,
};

const defaults = { sort: 'popular', page: 1, pageSize: 9, priceCurrency: 'USD' } as const;

/**
 * The deals query in the URL, parsed by the contract's schema. A field the schema refuses is
 * dropped (a hand-edited `page=abc` shows page 1), never the whole search.
 */
export function parseDealsQuery(params: URLSearchParams): DealsQuery {
  const values: Record<string, string> = paramsToObject(params);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const parsed = dealsQuerySchema.safeParse(values);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if (typeof key === 'string') delete values[key];
    }
  }
  return dealsQuerySchema.parse({});
}

/** The query string of a deals query: defaults left out, the currency only with a price bound. */
export function dealsSearchParams(query: DealsQuery): URLSearchParams {
  const hasPrice = query.priceMin !== undefined || query.priceMax !== undefined;
  return toSearchParams(
    {
      type: query.type,
      sort: query.sort,
      priceMin: query.priceMin,
      priceMax: query.priceMax,
      priceCurrency: hasPrice ? query.priceCurrency : undefined,
      destination: query.destination,
      minRating: query.minRating,
      validUntil: query.validUntil,
      page: query.page,
      pageSize: query.pageSize,
    },
    hasPrice ? { sort: defaults.sort, page: defaults.page, pageSize: defaults.pageSize } : defaults,
  );
}

/** True when the query narrows the list beyond the type buttons. */
export function hasAdvancedFilters(query: DealsQuery): boolean {
  return (
    query.priceMin !== undefined ||
    query.priceMax !== undefined ||
    Boolean(query.destination) ||
    query.minRating !== undefined ||
    query.validUntil !== undefined
  );
}
