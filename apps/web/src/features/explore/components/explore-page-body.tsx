import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Heart, Search, Star } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { Container } from '@escazo/ui/container';
import { SearchInput } from '@escazo/ui/search-input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@escazo/ui/tabs';
import { toast } from '../../../lib/toast.ts';
import { exploreCategories, exploreDestinationHref, exploreDestinations, exploreSearchHref } from '../utils/explore-destinations.ts';

const guides = ['weekend', 'budget', 'season'] as const;

/** /explore: hero search, the popular / trending / adventure tabs, and Travel Inspiration. */
export function ExplorePageBody() {
  const { t } = useTranslation('explore');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [favourites, setFavourites] = useState<ReadonlySet<string>>(new Set());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const href = exploreSearchHref(text);
    if (href) void navigate(href);
  };
  const toggle = (id: string, name: string) => {
    const next = new Set(favourites);
    const adding = !next.delete(id);
    if (adding) next.add(id);
    setFavourites(next);
    toast.success(adding ? t('favourites.added', { name }) : t('favourites.removed', { name }), { duration: 2000 });
  };

  return (
    <>
      <header className="bg-gradient-to-b from-primary-50 to-white py-12 sm:py-16">
        <Container>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('title')}</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">{t('lead')}</p>
          <form role="search" aria-label={t('search.label')} onSubmit={submit} className="mt-6 flex max-w-2xl flex-col gap-3 sm:flex-row">
            <div className="flex-1">
              <label htmlFor="explore-q" className="sr-only">{t('search.field')}</label>
              <SearchInput id="explore-q" name="q" value={text} placeholder={t('search.placeholder')} onChange={(e) => setText(e.target.value)} />
            </div>
            <Button type="submit"><Search aria-hidden="true" />{t('search.submit')}</Button>
          </form>
        </Container>
      </header>
      <Container className="space-y-16 pb-20">
        <Tabs defaultValue="popular">
          <TabsList aria-label={t('tabs.label')} className="mb-6">
            {exploreCategories.map((c) => <TabsTrigger key={c} value={c}>{t(`tabs.${c}`)}</TabsTrigger>)}
          </TabsList>
          {exploreCategories.map((c) => (
            <TabsContent key={c} value={c}>
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {exploreDestinations.filter((d) => d.category === c).map((d) => (
                  <li key={d.id} className="relative overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-[var(--shadow-card)]">
                    <Link to={exploreDestinationHref(d.name)} aria-label={t('card.open', { name: d.name })} className="block">
                      <img src={`/media/scenes/${d.id}.svg`} alt="" width={800} height={500} loading="lazy" className="aspect-[8/5] w-full bg-primary-100 object-cover" />
                    </Link>
                    <button
                      type="button"
                      aria-pressed={favourites.has(d.id)}
                      aria-label={t('card.favourite', { name: d.name })}
                      onClick={() => toggle(d.id, d.name)}
                      className="absolute right-3 top-3 rounded-full bg-white/90 p-2 text-slate-700 shadow hover:text-accent-600"
                    >
                      <Heart aria-hidden="true" className={favourites.has(d.id) ? 'size-5 fill-accent-600 text-accent-600' : 'size-5'} />
                    </button>
                    <div className="space-y-2 p-5">
                      <div className="flex items-center justify-between gap-2">
                        <h3 className="text-lg font-bold text-slate-900">{d.name}</h3>
                        <span className="inline-flex items-center gap-1 text-sm font-semibold"><Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" /><span className="sr-only">{t('card.rating')}</span>{d.rating.toFixed(1)}</span>
                      </div>
                      <p className="text-sm text-slate-600">{d.country}</p>
                      <p className="text-sm text-slate-700">{t(`descriptions.${d.id}`)}</p>
                      <Button asChild variant="outline" size="sm"><Link to={exploreDestinationHref(d.name)} aria-label={t('card.exploreLabel', { name: d.name })}>{t('card.explore')}</Link></Button>
                    </div>
                  </li>
                ))}
              </ul>
            </TabsContent>
          ))}
        </Tabs>
        <section aria-labelledby="travel-inspiration">
          <h2 id="travel-inspiration" className="mb-5 text-2xl font-bold text-slate-900">{t('inspiration.title')}</h2>
          <ul className="grid gap-5 md:grid-cols-3">
            {guides.map((g) => (
              <li key={g} className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-6">
                <h3 className="font-bold text-slate-900">{t(`inspiration.${g}.title`)}</h3>
                <p className="mt-1 text-sm text-slate-700">{t(`inspiration.${g}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>
      </Container>
    </>
  );
}
