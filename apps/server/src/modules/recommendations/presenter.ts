import type { Recommendation } from '@escazo/contracts/recommendations';
import type { Scores } from '@escazo/advisor/recommendations';
import type { CatalogueItem } from './catalogue-types.ts';

export type RequestFacts = Pick<Recommendation, 'reason' | 'availability' | 'discount' | 'trending'>;

/**
 * A scored catalogue item as the API shows it. The scores are one decimal (the engine rounds them;
 * the overall score comes from the unrounded terms), so a client recomputing from the shown budget
 * match may differ by a tenth.
 */
export function presentRecommendation(item: CatalogueItem & Scores, facts: RequestFacts): Recommendation {
  return {
    id: item.id,
    title: item.title,
    type: item.type,
    location: item.location,
    rating: item.rating,
    reviewCount: item.reviewCount,
    price: item.price,
    priceRange: { ...item.priceRange },
    image: item.image,
    gallery: [...item.gallery],
    description: item.description,
    highlights: [...item.highlights],
    tags: [...item.tags],
    reason: facts.reason,
    category: item.category,
    duration: item.duration,
    bestTime: [...item.bestTime],
    availability: facts.availability,
    discount: facts.discount,
    trending: facts.trending,
    featured: item.featured,
    personalityScore: item.personalityScore,
    seasonalRelevance: item.seasonalRelevance,
    budgetMatch: item.budgetMatch,
    overallScore: item.overallScore,
    link: item.link,
  };
}
