import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InventoryImage } from '@escazo/contracts/search-hotels';

/** A detail page's photos: the chosen one large, and a row of thumbnails that choose it. */
export function ImageGallery({ images }: { images: readonly InventoryImage[] }) {
  const { t } = useTranslation('search');
  const [shown, setShown] = useState(0);
  const main = images[shown] ?? images[0];
  if (!main) return null;
  return (
    <section aria-label={t('gallery.label')} className="space-y-3">
      <img
        src={main.url}
        alt={main.alt}
        width={1200}
        height={675}
        className="aspect-[16/9] w-full rounded-[var(--radius-card)] bg-primary-100 object-cover"
      />
      <ul className="grid grid-cols-5 gap-2">
        {images.map((image, i) => (
          <li key={image.url}>
            <button
              type="button"
              aria-label={t('gallery.show', { n: i + 1 })}
              aria-pressed={i === shown}
              onClick={() => setShown(i)}
              className="block w-full overflow-hidden rounded-lg ring-primary-700 aria-pressed:ring-2"
            >
              <img
                src={image.url}
                alt=""
                width={240}
                height={150}
                loading="lazy"
                className="aspect-[8/5] w-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
