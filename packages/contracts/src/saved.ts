import { z } from 'zod';
import { singleLineText } from './text.ts';

/**
 * The signed-in user's saved items (the heart on destinations, deals, hotels and stays). The server
 * resolves each item's name from the inventory or the deals table, never from the client.
 * GET /api/me/saved → { items } newest first; PUT /api/me/saved/:kind/:refId → the item (idempotent);
 * DELETE /api/me/saved/:kind/:refId → 204 (idempotent).
 */

export const savedKinds = [
  'destination',
  'deal',
  'hotel',
  'stay',
  'recommendation',
  'bookmark',
  'budget-plan',
] as const;
export type SavedKind = (typeof savedKinds)[number];
/**
 * Kinds a client saves by PUT: a recommendation's heart ('recommendation') and bookmark ('bookmark')
 * name a recommendation id. A budget plan is saved by POST /api/budget-plans/:id/save (which makes
 * the plan the caller's), and removed from Saved by DELETE like any other item.
 */
export const savedPutKinds = ['destination', 'deal', 'hotel', 'stay', 'recommendation', 'bookmark'] as const;

/** Most saved items one account may keep (409 SAVED_LIMIT beyond). */
export const SAVED_LIMIT = 500;

/** Path parameters of PUT/DELETE /api/me/saved/:kind/:refId. */
export const savedItemParamsSchema = z.object({
  kind: z.enum(savedKinds),
  refId: singleLineText().min(1, 'field.invalid').max(200, 'field.tooLong'),
});
export type SavedItemParams = z.infer<typeof savedItemParamsSchema>;
export const savedPutParamsSchema = savedItemParamsSchema.extend({ kind: z.enum(savedPutKinds) });

export const savedItemSchema = z.object({
  kind: z.enum(savedKinds),
  refId: z.string(),
  name: z.string(),
  savedAt: z.iso.datetime(),
  /** Where the item opens in the app (a client path). */
  link: z.string(),
});
export type SavedItem = z.infer<typeof savedItemSchema>;

export const savedListSchema = z.object({ items: z.array(savedItemSchema) });
export type SavedList = z.infer<typeof savedListSchema>;
