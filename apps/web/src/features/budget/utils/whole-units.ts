import type { Money } from '@escazo/contracts/common';
import { CURRENCY_MINOR_DIGITS, isCurrency } from '@escazo/contracts/currency';

/** An amount in whole units of its currency (USD 300000 minor units is 3000), as the form takes it. */
export function wholeUnitsOf(money: Money): number {
  const digits = isCurrency(money.currency) ? CURRENCY_MINOR_DIGITS[money.currency] : 2;
  return money.amount / 10 ** digits;
}
