import type { Money } from '@escazo/contracts/common';
import { convertMoney, isCurrency, type Currency } from '@escazo/contracts/currency';
import { currencyMinorDigits, formatMoney } from '@escazo/contracts/money-format';
import type { Db } from '@server/db/client.ts';
import { storedCurrencyOf } from './repository.ts';
import { loadRates } from './service.ts';

/** The user's display currency: the stored preference, USD when none (or an unknown one) is stored. */
export async function preferredCurrency(db: Db, userId: string): Promise<Currency> {
  const stored = await storedCurrencyOf(db, userId);
  return isCurrency(stored) ? stored : 'USD';
}

/** "USD 123.00": the code and the amount with the currency's own decimals. */
export function plainAmount(money: Money): string {
  const digits = currencyMinorDigits(money.currency);
  const number = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(money.amount / 10 ** digits);
  return `${money.currency} ${number}`;
}

/**
 * The user's converter to their display currency: an amount in another convertible currency is
 * converted from the original; one already in it (or one we do not convert) is returned as it is.
 */
export async function userCurrencyConverter(db: Db, userId: string): Promise<(money: Money) => Money> {
  const [display, rates] = await Promise.all([preferredCurrency(db, userId), loadRates(db)]);
  return (money) =>
    display === money.currency || !isCurrency(money.currency) ? money : convertMoney(money, display, rates);
}

/**
 * An amount for a message to the user: in their preferred currency, followed by what actually moved in
 * the charge's own currency when that differs ("¥16,031 (charged USD 123.00)").
 */
export async function moneyForUser(
  db: Db,
  userId: string,
  money: Money,
  verb: 'charged' | 'refunded' = 'charged',
): Promise<string> {
  const shown = (await userCurrencyConverter(db, userId))(money);
  return shown === money ? formatMoney(money) : `${formatMoney(shown)} (${verb} ${plainAmount(money)})`;
}
