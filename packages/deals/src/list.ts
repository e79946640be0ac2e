import type { DealSort, DealType } from '@escazo/contracts/deals';

/** What the sort orders read of a deal (the contract's Deal and the server's rows both fit). */
export type ListableDeal = {
  id: string;
  type: DealType;
  title: string;
  location: string;
  discountedPrice: { amount: number };
  discountPercentage: number;
  rating: number;
  /** ISO datetime. */
  validUntil: string;
};

const byId = (a: ListableDeal, b: ListableDeal) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** popular = rating descending; price = discounted price ascending; discount = percentage descending; ties by id. */
export const dealComparators: Record<DealSort, (a: ListableDeal, b: ListableDeal) => number> = {
  popular: (a, b) => b.rating - a.rating || byId(a, b),
  price: (a, b) => a.discountedPrice.amount - b.discountedPrice.amount || byId(a, b),
  discount: (a, b) => b.discountPercentage - a.discountPercentage || byId(a, b),
};
