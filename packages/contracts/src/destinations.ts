import { z } from 'zod';
import { moneySchema } from './common.ts';

export const popularDestinationSchema = z.object({
  slug: z.string(),
  city: z.string(),
  country: z.string(),
  countryCode: z.string().length(2),
  fromPrice: moneySchema,
  imageUrl: z.string(),
});
export type PopularDestination = z.infer<typeof popularDestinationSchema>;

export const popularDestinationListSchema = z.object({ items: z.array(popularDestinationSchema) });
