import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cruiseRegionNames, type CruiseRegion } from '@escazo/contracts/search-cruises';
import { Skeleton } from '@escazo/ui/skeleton';
import { useFormatMoney } from '@web/lib/use-format-money.ts';
import { InfoCards, IntroSection } from '../../search/components/intro-section.tsx';
import { useCruiseSearch } from '../api/search-cruises.ts';
import { nextMonths } from '../utils/cruise-search-params.ts';

const popular: CruiseRegion[] = ['caribbean', 'mediterranean', 'alaska', 'europe'];
const guide = ['cabin', 'packing', 'boarding', 'onboard'] as const;

/** Popular Cruise Destinations, Hot Cruise Deals (the cheapest sailings next month) and the guide. */
export function CruisesIntro() {
  const { t } = useTranslation('cruises');
  const format = useFormatMoney();
  const month = nextMonths()[1]!;
  const deals = useCruiseSearch(
    {
      destination: 'caribbean',
      month,
      cruiseLine: 'any',
      duration: 'any',
      passengers: 2,
      cabin: 'any',
      sort: 'price-asc',
      page: 1,
      pageSize: 3,
    },
    3,
  );
  return (
    <div className="space-y-14">
      <IntroSection id="cruise-destinations" title={t('intro.destinations')}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {popular.map((region) => (
            <li key={region}>
              <Link
                to={`/cruises?${new URLSearchParams({ destination: region, month, passengers: '2' }).toString()}`}
                className="block overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-[var(--shadow-card)] hover:shadow-[var(--shadow-raised)]"
              >
                <img
                  src={`/media/scenes/${region}.svg`}
                  alt=""
                  width={800}
                  height={500}
                  loading="lazy"
                  className="aspect-[8/5] w-full bg-primary-100 object-cover"
                />
                <span className="block px-4 py-3 font-bold text-slate-900">{cruiseRegionNames[region]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </IntroSection>
      <IntroSection id="cruise-deals" title={t('intro.deals')}>
        {deals.isPending ? (
          <div className="grid gap-5 md:grid-cols-3">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-40" />
            ))}
          </div>
        ) : deals.isError || deals.data.items.length === 0 ? (
          <p className="text-slate-700">{t('intro.noDeals')}</p>
        ) : (
          <ul className="grid gap-5 md:grid-cols-3">
            {deals.data.items.map((d) => (
              <li key={d.id} className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-5">
                <h3 className="font-bold text-slate-900">{d.title}</h3>
                <p className="text-sm text-slate-600">
                  {d.line.name} · {d.departure}
                </p>
                <p className="tabular mt-2 text-xl font-bold text-accent-700">
                  {t('intro.from', { price: format(d.cabin.pricePerPerson, { whole: true }) })}
                </p>
                <Link
                  to={`/cruises/sailings/${encodeURIComponent(d.id)}?passengers=2`}
                  className="mt-2 inline-block text-sm font-semibold text-primary-700 hover:underline"
                  aria-label={t('card.viewLabel', { title: d.title })}
                >
                  {t('card.view')}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </IntroSection>
      <IntroSection id="cruise-guide" title={t('intro.guide')}>
        <InfoCards
          className="md:grid-cols-2"
          items={guide.map((key) => ({
            key,
            title: t(`intro.guideItems.${key}.title`),
            text: t(`intro.guideItems.${key}.text`),
          }))}
        />
      </IntroSection>
    </div>
  );
}
