import type { CARD_BRANDS } from '@escazo/contracts/account';

export type CardBrand = (typeof CARD_BRANDS)[number];

/** The Luhn (mod 10) check digit test every payment card number passes. */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = number.charCodeAt(number.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const between = (prefix: string, digits: number, low: number, high: number) => {
  const n = Number(prefix.slice(0, digits));
  return prefix.length >= digits && n >= low && n <= high;
};

/** The card network from the issuer number (first digits). Order matters: Discover's 622126–622925 is inside UnionPay's 62. */
export function cardBrand(number: string): CardBrand {
  if (/^4/.test(number)) return 'visa';
  if (between(number, 2, 51, 55) || between(number, 4, 2221, 2720)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^6011/.test(number) || /^65/.test(number) || between(number, 3, 644, 649) || between(number, 6, 622126, 622925))
    return 'discover';
  if (between(number, 4, 3528, 3589)) return 'jcb';
  if (between(number, 3, 300, 305) || /^3095/.test(number) || /^3[689]/.test(number)) return 'diners';
  if (/^62/.test(number)) return 'unionpay';
  return 'unknown';
}

/** A card is good through the last day of its expiry month. */
export function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}
