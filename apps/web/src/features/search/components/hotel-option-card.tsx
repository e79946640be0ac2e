import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MapPin, Star } from 'lucide-react';
import type { HotelOffer } from '@escazo/contracts/search-hotels';
import { Badge } from '@escazo/ui/badge';
import { buttonVariants } from '@escazo/ui/button';
import { Card } from '@escazo/ui/card';
import { formatMoney } from '../../../lib/format-money.ts';

/** Hotel card (spec): image, name, location, stars out of 5, amenities, price per night, 'View Deal'. */
export function HotelOptionCard({ offer, href }: { offer: HotelOffer; href: string }) {
  const { t } = useTranslation('search');
  return (
    <Card data-testid="hotel-card" className="grid overflow-hidden sm:grid-cols-[12rem_1fr]">
      <img src={offer.image.url} alt={offer.image.alt} loading="lazy" className="h-40 w-full object-cover sm:h-full" />
      <div className="flex flex-col gap-3 p-5 sm:flex-row sm:justify-between">
        <div className="min-w-0 space-y-2">
          <h3 className="font-semibold text-slate-900">{offer.name}</h3>
          <p className="flex items-center gap-1 text-sm text-slate-700">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {offer.location}
          </p>
          <p className="flex items-center gap-1 text-sm text-slate-700">
            <Star aria-hidden="true" className="size-4 fill-accent-500 text-accent-500" />
            {t('hotels.stars', { stars: offer.stars })}
          </p>
          <ul className="flex flex-wrap gap-1.5" aria-label={t('hotels.amenities')}>
            {offer.amenities.slice(0, 4).map((amenity) => (
              <li key={amenity}><Badge>{t(`hotels.amenity.${amenity}`)}</Badge></li>
            ))}
          </ul>
        </div>
        <div className="flex shrink-0 flex-row items-center justify-between gap-3 sm:flex-col sm:items-end">
          <p className="text-right">
            <span className="block text-2xl font-bold text-slate-900" data-testid="price">{formatMoney(offer.pricePerNight, { whole: true })}</span>
            <span className="text-xs text-slate-600">{t('hotels.perNight')}</span>
          </p>
          <Link to={href} className={buttonVariants({ size: 'md' })} aria-label={t('hotels.viewDealLabel', { name: offer.name })}>
            {t('hotels.viewDeal')}
          </Link>
        </div>
      </div>
    </Card>
  );
}
