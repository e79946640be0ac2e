import { z } from 'zod';

/**
 * The signed-in user's saved items (the heart on destinations, deals, hotels and stays). The server
 * resolves each item's name from the inventory or the deals table, never from the client.
 * GET /api/me/saved → { items } newest first; PUT /api/me/saved/:kind/:refId → the item (idempotent);
 * DELETE /api/me/saved/:kind/:refId → 204 (idempotent).
 */

export const savedKinds = ['destination', 'deal', 'hotel', 'stay'] as const;
export type SavedKind = (typeof savedKinds)[number];

/** Most saved items one account may keep (409 SAVED_LIMIT beyond). */
export const SAVED_LIMIT = 500;

/** Path parameters of PUT/DELETE /api/me/saved/:kind/:refId. */
export const savedItemParamsSchema = z.object({
  kind: z.enum(savedKinds),
  refId: z.string().trim().min(1, 'field.invalid').max(200, 'field.tooLong'),
});
export type SavedItemParams = z.infer<typeof savedItemParamsSchema>;

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
