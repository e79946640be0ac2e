import type { Money } from '@escazo/contracts/common';

/** The engine prices in USD cents; its messages write them with the contracts' formatMoney. */
export const usd = (minor: number): Money => ({ amount: minor, currency: 'USD' });
