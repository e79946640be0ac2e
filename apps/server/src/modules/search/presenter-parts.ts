import type { Money } from '@escazo/contracts/common';
import type { InventoryImage } from '@escazo/contracts/search-hotels';
import type { ImageryDescriptor } from '@escazo/inventory';
import type { Page } from '@escazo/search/hotels';
import { galleryViews, imageUrl } from '../inventory-media/public.ts';

/** Pieces every search presenter uses: money in USD, pictures, page counts. */
export const usd = (amount: number): Money => ({ amount, currency: 'USD' });

export function image(imagery: ImageryDescriptor, alt: string, view = 0): InventoryImage {
  return { url: imageUrl(imagery, view), alt };
}

/** The main picture then the gallery views. */
export function gallery(imagery: ImageryDescriptor, alt: string): InventoryImage[] {
  return Array.from({ length: galleryViews + 1 }, (_, view) =>
    image(imagery, view === 0 ? alt : `${alt} (${view + 1})`, view),
  );
}

export function pageInfo<T>(page: Page<T>) {
  return {
    total: page.total,
    page: page.page,
    pageSize: page.pageSize,
    pageCount: Math.ceil(page.total / page.pageSize),
  };
}

// Pictures of the (immutable) inventory items, made once per item: results pages show the same ones often.
const imageCache = new WeakMap<object, InventoryImage>();
export function imageOf(item: { imagery: ImageryDescriptor }, alt: string): InventoryImage {
  let cached = imageCache.get(item);
  if (!cached) imageCache.set(item, (cached = image(item.imagery, alt)));
  return cached;
}
