import type { Money } from '@escazo/contracts/common';
import { CURRENCY_MINOR_DIGITS, convertMoney, isCurrency, type Currency } from '@escazo/contracts/currency';
import type { Db } from '../../db/client.ts';
import { formatMoney } from '../documents/public.ts';
import { storedCurrencyOf } from './repository.ts';
import { loadRates } from './service.ts';

/** The user's display currency: the stored preference, USD when none (or an unknown one) is stored. */
export async function preferredCurrency(db: Db, userId: string): Promise<Currency> {
  const stored = await storedCurrencyOf(db, userId);
  return isCurrency(stored) ? stored : 'USD';
}

/** "USD 123.00": the code and the amount with the currency's own decimals. */
export function plainAmount(money: Money): string {
  const digits = isCurrency(money.currency) ? CURRENCY_MINOR_DIGITS[money.currency] : 2;
  const number = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(money.amount / 10 ** digits);
  return `${money.currency} ${number}`;
}

/**
 * An amount for a message to the user: in their preferred currency, followed by what actually moved in
 * the charge's own currency when that differs ("¥16,031 (charged USD 123.00)").
 */
export async function moneyForUser(db: Db, userId: string, money: Money, verb: 'charged' | 'refunded' = 'charged'): Promise<string> {
  const display = await preferredCurrency(db, userId);
  if (display === money.currency || !isCurrency(money.currency)) return formatMoney(money);
  const converted = convertMoney(money, display, await loadRates(db));
  return `${formatMoney(converted)} (${verb} ${plainAmount(money)})`;
}
