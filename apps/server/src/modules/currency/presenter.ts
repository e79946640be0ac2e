import type { RatesResponse, RateTable } from '@escazo/contracts/currency';

export function presentRates(table: RateTable): RatesResponse {
  return { date: table.date, source: table.source, base: 'EUR', perEuro: table.perEuro };
}
