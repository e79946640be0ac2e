import type { Currency } from '@escazo/contracts/currency';
import { useConversion } from '../../../lib/currency/use-display-currency.ts';

/**
 * The currency the price filter is typed in: the one prices show in, so a bound reads like the
 * cards (the display currency once its rates are in, the deals' own USD until then).
 */
export function useFilterCurrency(): Currency {
  return useConversion()?.currency ?? 'USD';
}
