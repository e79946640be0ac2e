import { describe, expect, it } from 'vitest';
import { savedItemParamsSchema, savedItemSchema, savedKinds } from './saved.ts';

describe('saved items contract', () => {
  it('takes each saved kind with a ref id, and nothing else', () => {
    for (const kind of savedKinds)
      expect(savedItemParamsSchema.safeParse({ kind, refId: 'FR-paris' }).success).toBe(true);
    expect(savedItemParamsSchema.safeParse({ kind: 'flight', refId: 'JFK' }).success).toBe(false);
    expect(savedItemParamsSchema.safeParse({ kind: 'hotel', refId: '   ' }).success).toBe(false);
    expect(savedItemParamsSchema.safeParse({ kind: 'hotel', refId: 'a\u0000b' }).success).toBe(false);
    expect(savedItemParamsSchema.safeParse({ kind: 'hotel', refId: 'x'.repeat(201) }).success).toBe(false);
  });

  it('describes a saved item with an ISO time and a link', () => {
    const item = {
      kind: 'destination',
      refId: 'FR-paris',
      name: 'Paris, France',
      savedAt: '2026-11-24T09:00:00.000Z',
      link: '/search?destination=Paris',
    };
    expect(savedItemSchema.parse(item)).toEqual(item);
    expect(savedItemSchema.safeParse({ ...item, savedAt: 'yesterday' }).success).toBe(false);
  });
});
