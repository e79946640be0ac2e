import type { RateTable } from '@escazo/contracts/currency';
import type { RatesResponse } from '@escazo/contracts/currency-schemas';

export function presentRates(table: RateTable): RatesResponse {
  return { date: table.date, source: table.source, base: 'EUR', perEuro: table.perEuro };
}
