import { CURRENCIES } from './currency-codes.ts';
import type { Money } from './common.ts';

/**
 * Display currencies and their conversion. Amounts are integer minor units; conversion is exact
 * rational arithmetic on the decimal reference rates, always from the original amount (never from a
 * converted figure), rounded once, half away from zero. Charges never convert: they stay in the offer's
 * currency; conversion is for display only. Free of zod, so the shell can convert without loading
 * it (the rates response schema is in currency-schemas.ts).
 */
export { CURRENCIES };
export type Currency = (typeof CURRENCIES)[number];

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** Digits after the decimal point of each currency's major unit (ISO 4217). */
export const CURRENCY_MINOR_DIGITS: Record<Currency, number> = { USD: 2, EUR: 2, GBP: 2, JPY: 0, AUD: 2 };

/** The signed-out visitor's display currency. */
export const CURRENCY_COOKIE = 'escazo_currency';

/** Reference rates: units of each currency per one euro, as decimal strings (e.g. "1.054000"). */
export type RateTable = { date: string; source: string; perEuro: Record<Currency, string> };

/** A positive decimal string as numerator / 10^scale. */
function parseRate(rate: string): { n: bigint; scale: number } {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(rate.trim());
  if (!m) throw new RangeError(`invalid rate ${rate}`);
  const frac = m[2] ?? '';
  const n = BigInt(m[1]! + frac);
  if (n === 0n) throw new RangeError(`rate must be positive: ${rate}`);
  return { n, scale: frac.length };
}

/** num / den rounded half away from zero; den > 0. */
function divRound(num: bigint, den: bigint): bigint {
  const negative = num < 0n;
  const abs = negative ? -num : num;
  let q = abs / den;
  if ((abs % den) * 2n >= den) q += 1n;
  return negative ? -q : q;
}

/**
 * Converts integer minor units of `from` into integer minor units of `to`:
 * amount × 10^digits(to) × perEuro(to) / (10^digits(from) × perEuro(from)), rounded half away from zero.
 * Throws RangeError for a fractional amount or a currency the table does not carry.
 */
export function convertMinor(amount: number, from: string, to: Currency, table: RateTable): number {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`amount must be an integer: ${amount}`);
  if (!isCurrency(from)) throw new RangeError(`unknown currency ${from}`);
  if (from === to) return amount === 0 ? 0 : amount; // no negative zero
  const rFrom = parseRate(table.perEuro[from]);
  const rTo = parseRate(table.perEuro[to]);
  // rate = n / 10^scale, so perEuro(to)/perEuro(from) = nTo × 10^scaleFrom / (nFrom × 10^scaleTo).
  const num = BigInt(amount) * 10n ** BigInt(CURRENCY_MINOR_DIGITS[to] + rFrom.scale) * rTo.n;
  const den = 10n ** BigInt(CURRENCY_MINOR_DIGITS[from] + rTo.scale) * rFrom.n;
  return Number(divRound(num, den));
}

/** convertMinor on a Money value. */
export function convertMoney(money: Money, to: Currency, table: RateTable): Money {
  return { amount: convertMinor(money.amount, money.currency, to, table), currency: to };
}
