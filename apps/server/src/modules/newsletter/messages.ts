import type { Money } from '@escazo/contracts/common';
import type { Deal } from '@escazo/contracts/deals';
import type { OutgoingMail } from '../mail/public.ts';
import { formatMoney } from '@escazo/contracts/money-format';

/** How long a confirmation link works. */
export const CONFIRM_TOKEN_HOURS = 48;
/** A repeated request for a pending address sends a new link only after this long. */
export const CONFIRM_RESEND_MINUTES = 60;

export const unsubscribeLink = (origin: string, token: string) =>
  `${origin}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

const footer = (origin: string, unsubscribeToken: string) =>
  `\n\nTo stop receiving the Escazo newsletter, open:\n${unsubscribeLink(origin, unsubscribeToken)}\n\nEscazo`;

export function confirmMail(to: string, origin: string, confirmToken: string, unsubscribeToken: string): OutgoingMail {
  const link = `${origin}/newsletter/confirm?token=${encodeURIComponent(confirmToken)}`;
  return {
    to,
    kind: 'newsletter-confirm',
    subject: 'Confirm your Escazo newsletter subscription',
    text:
      `Hello,\n\nSomeone (hopefully you) asked to receive the Escazo newsletter at this address.\n` +
      `Open this link within ${CONFIRM_TOKEN_HOURS} hours to confirm:\n\n${link}\n\n` +
      `If you did not ask for it, ignore this e-mail: you will not be subscribed.` +
      footer(origin, unsubscribeToken),
  };
}

/** How the digest shows a deal's price: as it is, or converted into the reader's currency. */
export type ShowMoney = (money: Money) => Money;

function dealLine(deal: Deal, origin: string, show: ShowMoney): string {
  const until = deal.validUntil.slice(0, 10);
  return (
    `- ${deal.title}, ${deal.location}: ${formatMoney(show(deal.discountedPrice))} instead of ${formatMoney(show(deal.originalPrice))} ` +
    `(${deal.discountPercentage}% off, book by ${until})\n  ${origin}/deals`
  );
}

export function digestMail(
  to: string,
  origin: string,
  deals: readonly Deal[],
  unsubscribeToken: string,
  show: ShowMoney = (money) => money,
): OutgoingMail {
  return {
    to,
    kind: 'newsletter-digest',
    subject: "This week's Escazo deals",
    text:
      `Hello,\n\nThis week's featured deals:\n\n${deals.map((d) => dealLine(d, origin, show)).join('\n')}\n\n` +
      `See every deal: ${origin}/deals` +
      footer(origin, unsubscribeToken),
  };
}
