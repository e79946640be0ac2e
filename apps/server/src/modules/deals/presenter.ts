import type { Deal, DealType } from '@escazo/contracts/deals';
import type { DealRow } from './repository.ts';

/** Ratings are stored as real: shown with at most two decimals. */
const roundRating = (rating: number) => Math.round(rating * 100) / 100;

export const presentDeal = (row: DealRow): Deal => ({
  id: row.id,
  type: row.type as DealType,
  title: row.title,
  description: row.description,
  location: row.location,
  originalPrice: { amount: row.originalAmount, currency: row.currency },
  discountedPrice: { amount: row.discountedAmount, currency: row.currency },
  discountPercentage: row.discountPercentage,
  rating: roundRating(row.rating),
  imageUrl: row.imageUrl,
  validUntil: row.validUntil.toISOString(),
  featured: row.featured,
});
