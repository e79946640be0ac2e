import type { Money } from '@escazo/contracts/common';

const cache = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, locale: string, whole: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${whole}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    cache.set(key, f);
  }
  return f;
}

/** The one money formatter: amounts are integer minor units with their currency code. */
export function formatMoney(money: Money, options: { locale?: string; whole?: boolean } = {}): string {
  const locale = options.locale ?? 'en-US';
  const digits = formatter(money.currency, locale, false).resolvedOptions().maximumFractionDigits ?? 2;
  const major = money.amount / 10 ** digits;
  const whole = options.whole ?? Number.isInteger(major);
  return formatter(money.currency, locale, whole).format(major);
}
