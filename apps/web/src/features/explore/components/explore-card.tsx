import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import type { ExploreDestination } from '@escazo/contracts/explore';
import { Badge } from '@escazo/ui/badge';
import { Button } from '@escazo/ui/button';
import { SaveHeart } from '@web/components/saved/save-heart.tsx';
import { useFormatMoney } from '@web/lib/use-format-money.ts';

/** A destination card: picture, heart, rating, tags, fare and hotel from-prices, and the way to search it. */
export function ExploreCard({ destination: d }: { destination: ExploreDestination }) {
  const { t } = useTranslation('explore');
  const format = useFormatMoney();
  return (
    <li className="relative flex flex-col overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-[var(--shadow-card)]">
      <Link to={d.searchHref} aria-label={t('card.open', { name: d.name })} className="block">
        <img
          src={d.imageUrl}
          alt=""
          width={800}
          height={500}
          loading="lazy"
          className="aspect-[8/5] w-full bg-primary-100 object-cover"
        />
      </Link>
      <SaveHeart kind="destination" refId={d.id} name={d.name} className="absolute right-3 top-3" />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex items-center justify-between gap-2">
          <h3 className="text-lg font-bold text-slate-900">{d.name}</h3>
          <span className="inline-flex items-center gap-1 text-sm font-semibold">
            <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
            <span className="sr-only">{t('card.rating')}</span>
            {d.rating.toFixed(1)}
          </span>
        </div>
        <p className="text-sm text-slate-600">{d.country}</p>
        <p className="text-sm text-slate-700">{d.description}</p>
        {d.tags.length > 0 ? (
          <ul aria-label={t('card.tags', { name: d.name })} className="flex flex-wrap gap-1.5">
            {d.tags.map((tag) => (
              <li key={tag}>
                <Badge tone="primary">{t(`tags.${tag}`, { defaultValue: tag })}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <dl className="mt-1 grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-slate-600">{t('card.flights')}</dt>
            <dd className="font-semibold text-slate-900">{d.fromFare ? format(d.fromFare) : t('card.noFare')}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('card.hotels')}</dt>
            <dd className="font-semibold text-slate-900">
              {d.hotelFrom ? t('card.perNight', { price: format(d.hotelFrom) }) : t('card.noHotel')}
            </dd>
          </div>
        </dl>
        <div className="mt-auto pt-2">
          <Button asChild variant="outline" size="sm">
            <Link to={d.searchHref} aria-label={t('card.exploreLabel', { name: d.name })}>
              {t('card.explore')}
            </Link>
          </Button>
        </div>
      </div>
    </li>
  );
}
