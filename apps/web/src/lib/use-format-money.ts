import type { Money } from '@escazo/contracts/common';
import { formatMoney } from './format-money.ts';

/**
 * The money formatter for what a traveller sees: every price on screen goes through it, so the
 * display currency preference applies everywhere.
 */
export function useFormatMoney(): (money: Money, options?: { whole?: boolean }) => string {
  return formatMoney;
}
