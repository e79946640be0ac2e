import type { Money } from './common.ts';

/** How an amount is written: `locale` for the language (default en-US); `whole` rounds to whole units. */
export type MoneyFormatOptions = { locale?: string; whole?: boolean };

const DEFAULT_LOCALE = 'en-US';
const formatters = new Map<string, Intl.NumberFormat>();

function cached(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let format = formatters.get(key);
  if (!format) {
    format = make();
    formatters.set(key, format);
  }
  return format;
}

/** The currency's style in the locale, or null for a code Intl refuses (not three letters). */
function currencyFormat(currency: string, locale: string, whole: boolean): Intl.NumberFormat | null {
  try {
    return cached(
      `${locale}|${currency}|${whole}`,
      () =>
        new Intl.NumberFormat(locale, {
          style: 'currency',
          currency,
          ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
        }),
    );
  } catch {
    return null;
  }
}

/** The currency's minor-unit digits as Intl knows them (USD 2, JPY 0); 2 for a code it refuses. */
export function currencyMinorDigits(currency: string): number {
  return currencyFormat(currency, DEFAULT_LOCALE, false)?.resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * The one money formatter: integer minor units with their currency, written by Intl for the locale.
 * Cents show only when there are any ($1,234 and $1,234.50); `whole` rounds to whole units ($1,235);
 * a currency without minor units has none (¥1,235). A code Intl refuses is written after the number.
 */
export function formatMoney(money: Money, options: MoneyFormatOptions = {}): string {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const digits = currencyMinorDigits(money.currency);
  const major = money.amount / 10 ** digits;
  const whole = options.whole ?? Number.isInteger(major);
  const format = currencyFormat(money.currency, locale, whole);
  if (format) return format.format(major);
  const number = cached(
    `${locale}|number|${whole}`,
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 }),
  );
  return `${number.format(major)} ${money.currency}`;
}
