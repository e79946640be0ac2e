import { z } from 'zod';
import { CURRENCIES, isCalendarDate } from './account.ts';
import { emailSchema, moneySchema } from './common.ts';
import { singleLineText } from './text.ts';

/**
 * Deals: products priced at least 15 % under their own seasonal baseline, recomputed by the server.
 * GET /api/deals (list, public), GET /api/deals/featured (public), POST /api/deals/:id/offer, and the
 * newsletter endpoints (subscribe, confirm, unsubscribe).
 */

export const dealTypes = ['flight', 'hotel', 'package', 'cruise', 'car'] as const;
export type DealType = (typeof dealTypes)[number];
export const dealTypeSchema = z.enum(dealTypes);

/** popular = rating descending; price = discounted price ascending; discount = percentage descending. */
export const dealSorts = ['popular', 'price', 'discount'] as const;
export type DealSort = (typeof dealSorts)[number];

export const dealPageSizeLimits = { max: 24, default: 9 } as const;
/** The featured list holds at most this many deals. */
export const FEATURED_DEALS_MAX = 6;

export const dealSchema = z.object({
  id: z.string().min(1),
  type: dealTypeSchema,
  title: z.string(),
  description: z.string(),
  location: z.string(),
  originalPrice: moneySchema,
  discountedPrice: moneySchema,
  discountPercentage: z.number().int().min(0).max(100),
  rating: z.number().min(0).max(5),
  imageUrl: z.string(),
  validUntil: z.iso.datetime(),
  featured: z.boolean(),
});
export type Deal = z.infer<typeof dealSchema>;

/** An optional non-negative whole amount in minor units, from a query string. */
const minorBound = z.coerce.number().int('field.invalid').min(0, 'field.invalid').optional();

/** An empty query-string value counts as absent. */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * The deals list query (query string, numbers coerced). Price bounds are integer minor units of
 * priceCurrency and inclusive; destination matches location or title ignoring case and accents;
 * validUntil keeps deals still valid on that day.
 */
export const dealsQuerySchema = z
  .object({
    type: z.preprocess(blankToUndefined, dealTypeSchema.optional()),
    sort: z.preprocess(blankToUndefined, z.enum(dealSorts).default('popular')),
    priceMin: z.preprocess(blankToUndefined, minorBound),
    priceMax: z.preprocess(blankToUndefined, minorBound),
    priceCurrency: z.preprocess(blankToUndefined, z.enum(CURRENCIES).default('USD')),
    destination: z.preprocess(blankToUndefined, singleLineText().max(120, 'field.tooLong').optional()),
    minRating: z.preprocess(
      blankToUndefined,
      z.coerce.number().min(0, 'field.invalid').max(5, 'field.invalid').optional(),
    ),
    validUntil: z.preprocess(blankToUndefined, singleLineText().refine(isCalendarDate, 'field.invalid').optional()),
    page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(1)),
    pageSize: z.preprocess(
      blankToUndefined,
      z.coerce.number().int().min(1).max(dealPageSizeLimits.max).default(dealPageSizeLimits.default),
    ),
  })
  .refine((q) => q.priceMin === undefined || q.priceMax === undefined || q.priceMin <= q.priceMax, {
    path: ['priceMax'],
    message: 'field.invalid',
  });
export type DealsQueryInput = z.input<typeof dealsQuerySchema>;
export type DealsQuery = z.output<typeof dealsQuerySchema>;

export const dealsPageSchema = z.object({
  items: z.array(dealSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  pageCount: z.number().int().min(0),
});
export type DealsPage = z.infer<typeof dealsPageSchema>;

/** GET /api/deals/featured: at most FEATURED_DEALS_MAX deals. */
export const featuredDealsSchema = z.object({ items: z.array(dealSchema).max(FEATURED_DEALS_MAX) });
export type FeaturedDeals = z.infer<typeof featuredDealsSchema>;

export const dealIdParamSchema = z.object({ id: singleLineText().min(1).max(200) });

/** POST /api/deals/:id/offer: the offer to check out, priced at the deal's price. */
export const dealOfferResponseSchema = z.object({ offerId: z.string() });
export type DealOfferResponse = z.infer<typeof dealOfferResponseSchema>;

// ---- newsletter ---------------------------------------------------------------------------
export const newsletterSubscribeSchema = z.object({ email: emailSchema });
export type NewsletterSubscribe = z.infer<typeof newsletterSubscribeSchema>;

/** Tokens are base64url; anything else (a NUL byte, say) is refused before it reaches a query. */
export const newsletterTokenSchema = z.object({
  token: z
    .string({ error: 'field.invalid' })
    .trim()
    .min(1, 'field.invalid')
    .max(200, 'field.invalid')
    .regex(/^[A-Za-z0-9_-]+$/, 'field.invalid'),
});
export type NewsletterToken = z.infer<typeof newsletterTokenSchema>;

/** POST /api/newsletter always answers 202 with this body, whatever the address's state. */
export const newsletterSubscribeResponseSchema = z.object({ status: z.literal('pending') });
export const newsletterConfirmResponseSchema = z.object({ status: z.literal('confirmed') });
export const newsletterUnsubscribeResponseSchema = z.object({ status: z.literal('unsubscribed') });
