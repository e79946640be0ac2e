import { z } from 'zod';
import { singleLineText } from './text.ts';

/**
 * Airport and city autocomplete: prefix and typo-tolerant suggestions for the
 * from/to, destination and location fields. Query-string friendly: `limit` is coerced, `kinds`
 * may be comma text ('airport,city').
 */
export const autocompleteKinds = ['airport', 'city'] as const;
export type AutocompleteKind = (typeof autocompleteKinds)[number];

export const autocompleteQueryLength = { min: 1, max: 64 } as const;
export const autocompleteLimits = { min: 1, max: 20, default: 8 } as const;

export const autocompleteRequestSchema = z.object({
  q: singleLineText({ error: 'field.invalid' })
    .min(autocompleteQueryLength.min, 'field.invalid')
    .max(autocompleteQueryLength.max, 'field.tooLong'),
  limit: z.coerce
    .number()
    .int()
    .min(autocompleteLimits.min)
    .max(autocompleteLimits.max)
    .default(autocompleteLimits.default),
  kinds: z
    .preprocess(
      (value) =>
        typeof value === 'string'
          ? value
              .split(',')
              .map((part) => part.trim())
              .filter((part) => part !== '')
          : value,
      z.array(z.enum(autocompleteKinds)).min(1),
    )
    .default([...autocompleteKinds]),
});
export type AutocompleteRequest = z.infer<typeof autocompleteRequestSchema>;
export type AutocompleteRequestInput = z.input<typeof autocompleteRequestSchema>;

const itemBase = {
  /** Main text: the airport's or city's name. */
  label: z.string(),
  /** Secondary text: 'London, United Kingdom' for an airport, 'United Kingdom' for a city. */
  sublabel: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string().length(2),
  lat: z.number(),
  lon: z.number(),
};

export const autocompleteAirportItemSchema = z.object({
  kind: z.literal('airport'),
  /** IATA code. */
  code: z.string().length(3),
  /** The city the airport serves. */
  city: z.string(),
  ...itemBase,
});

export const autocompleteCityItemSchema = z.object({
  kind: z.literal('city'),
  /** City id, e.g. 'GB-london'. */
  id: z.string(),
  /** IATA codes of the airports serving the city (a flight search from a city uses all of them). */
  airports: z.array(z.string().length(3)),
  ...itemBase,
});

export const autocompleteItemSchema = z.discriminatedUnion('kind', [
  autocompleteAirportItemSchema,
  autocompleteCityItemSchema,
]);
export type AutocompleteItem = z.infer<typeof autocompleteItemSchema>;
export type AutocompleteAirportItem = z.infer<typeof autocompleteAirportItemSchema>;
export type AutocompleteCityItem = z.infer<typeof autocompleteCityItemSchema>;

export const autocompleteResponseSchema = z.object({ items: z.array(autocompleteItemSchema) });
export type AutocompleteResponse = z.infer<typeof autocompleteResponseSchema>;
