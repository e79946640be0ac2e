import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarHeart, MapPin } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { Container } from '@escazo/ui/container';
import { NotFound } from '@web/components/errors/not-found.tsx';
import { LoadError, LoadingRows } from '@web/components/feedback/query-state.tsx';
import { paths } from '@web/config/paths.ts';
import { ApiError } from '@web/lib/api-client.ts';
import { useDestination, useDestinationPlaces } from '../../api/destinations.ts';
import { formatList, monthNames } from '../../utils/guide.ts';
import { prefillQuery } from '../../utils/prefill.ts';
import { GuideCosts } from './guide-costs.tsx';
import { GuideRestaurants } from './guide-restaurants.tsx';
import { GuideSamplePlan } from './guide-sample-plan.tsx';
import { GuideSights } from './guide-sights.tsx';

/** /blog/:destination: the destination guide from the planner's knowledge base. */
export function GuideView({ name }: { name: string }) {
  const { t, i18n } = useTranslation('planner');
  const destination = useDestination(name);
  const places = useDestinationPlaces(destination.data?.id);
  const { hash } = useLocation();
  const placesShown = places.data !== undefined;
  // A link to one place ('#place-<id>', from a recommendation) scrolls to it once the places are listed.
  useEffect(() => {
    if (!placesShown || !hash.startsWith('#place-')) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [placesShown, hash]);

  if (destination.isError && destination.error instanceof ApiError && destination.error.status === 404)
    return <NotFound />;
  if (destination.isError)
    return (
      <Container className="py-10">
        <LoadError error={destination.error} onRetry={() => void destination.refetch()} />
      </Container>
    );
  if (!destination.data)
    return (
      <Container className="py-10">
        <LoadingRows rows={6} />
      </Container>
    );

  const d = destination.data;
  const planHere = `${paths.planTrip}${prefillQuery({ destination: d.name })}`;
  return (
    <>
      <header className="bg-gradient-to-b from-primary-50 to-white py-10 sm:py-14">
        <Container className="grid items-center gap-8 md:grid-cols-2">
          <div>
            <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-accent-700">
              <MapPin aria-hidden="true" className="size-4" />
              {d.country}
            </p>
            <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
              {t('guide.title', { name: d.name })}
            </h1>
            <p className="mt-4 text-lg text-slate-700">{d.guide}</p>
            <p className="mt-4 flex items-start gap-2 text-slate-800">
              <CalendarHeart aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
              <span>
                <strong>{t('guide.bestMonths')}</strong>{' '}
                {formatList(monthNames(d.bestMonths, i18n.language), i18n.language)}
              </span>
            </p>
            <Button asChild size="lg" className="mt-6">
              <Link to={planHere}>{t('guide.planHere')}</Link>
            </Button>
          </div>
          <img
            src={d.image}
            alt=""
            width={800}
            height={500}
            className="aspect-[8/5] w-full rounded-[var(--radius-card)] bg-primary-100 object-cover"
          />
        </Container>
      </header>
      <Container className="space-y-14 pb-20">
        {places.isPending ? <LoadingRows rows={4} /> : null}
        {places.isError ? <LoadError error={places.error} onRetry={() => void places.refetch()} /> : null}
        {places.data ? <GuideSights places={places.data} /> : null}
        <section aria-labelledby="guide-areas-heading">
          <h2 id="guide-areas-heading" className="text-2xl font-bold text-slate-900">
            {t('guide.neighbourhoods')}
          </h2>
          <dl className="mt-6 grid gap-4 md:grid-cols-2">
            {d.neighbourhoods.map((n) => (
              <div key={n.name} className="rounded-xl border border-slate-200 bg-white p-4">
                <dt className="font-semibold text-slate-900">{n.name}</dt>
                <dd className="mt-1 text-sm text-slate-700">{n.description}</dd>
              </div>
            ))}
          </dl>
        </section>
        <GuideCosts destination={d} />
        {places.data ? <GuideRestaurants places={places.data} /> : null}
        <GuideSamplePlan destinationId={d.id} />
        <div className="text-center">
          <Button asChild size="lg">
            <Link to={planHere}>{t('guide.planHere')}</Link>
          </Button>
        </div>
      </Container>
    </>
  );
}
