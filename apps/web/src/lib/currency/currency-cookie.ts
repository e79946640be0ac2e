import { CURRENCY_COOKIE, isCurrency, type Currency } from '@escazo/contracts/currency';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const listeners = new Set<() => void>();

/** The signed-out visitor's display currency, or null when none was chosen (or outside a browser). */
export function readCurrencyCookie(): Currency | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === CURRENCY_COOKIE && isCurrency(value)) return value;
  }
  return null;
}

/** Remembers the choice for a year on this browser; readers re-render. */
export function writeCurrencyCookie(currency: Currency): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CURRENCY_COOKIE}=${currency}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
  for (const listener of listeners) listener();
}

export function subscribeCurrencyCookie(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
