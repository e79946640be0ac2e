import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Plane, Search } from 'lucide-react';
import { exploreTabs, type ExploreTab } from '@escazo/contracts/explore';
import { Button } from '@escazo/ui/button';
import { Container } from '@escazo/ui/container';
import { SearchInput } from '@escazo/ui/search-input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@escazo/ui/tabs';
import { exploreOriginParam, exploreOrigins, exploreSearchHref } from '../utils/explore-destinations.ts';
import { ExploreTabPanel } from './explore-tab-panel.tsx';

const guides = ['weekend', 'budget', 'season'] as const;

const isTab = (value: string): value is ExploreTab => (exploreTabs as readonly string[]).includes(value);

/** /explore: hero search, the popular / trending / adventure tabs from the server, and Travel Inspiration. */
export function ExplorePageBody() {
  const { t } = useTranslation('explore');
  const navigate = useNavigate();
  const originId = useId();
  const [text, setText] = useState('');
  const [tab, setTab] = useState<ExploreTab>('popular');
  const [searchParams, setSearchParams] = useSearchParams();
  const from = exploreOriginParam(searchParams.get('from'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const href = exploreSearchHref(text);
    if (href) void navigate(href);
  };
  const changeOrigin = (code: string) => {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (code) next.set('from', code);
        else next.delete('from');
        return next;
      },
      { replace: true },
    );
  };

  return (
    <>
      <header className="bg-gradient-to-b from-primary-50 to-white py-12 sm:py-16">
        <Container>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('title')}</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">{t('lead')}</p>
          <form
            role="search"
            aria-label={t('search.label')}
            onSubmit={submit}
            className="mt-6 flex max-w-2xl flex-col gap-3 sm:flex-row"
          >
            <div className="flex-1">
              <label htmlFor="explore-q" className="sr-only">
                {t('search.field')}
              </label>
              <SearchInput
                id="explore-q"
                name="q"
                value={text}
                placeholder={t('search.placeholder')}
                onChange={(e) => setText(e.target.value)}
              />
            </div>
            <Button type="submit">
              <Search aria-hidden="true" />
              {t('search.submit')}
            </Button>
          </form>
        </Container>
      </header>
      <Container className="space-y-16 pb-20">
        <Tabs value={tab} onValueChange={(value) => isTab(value) && setTab(value)}>
          <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <TabsList aria-label={t('tabs.label')}>
              {exploreTabs.map((c) => (
                <TabsTrigger key={c} value={c}>
                  {t(`tabs.${c}`)}
                </TabsTrigger>
              ))}
            </TabsList>
            <div className="flex min-w-0 flex-wrap items-center gap-2">
              <Plane aria-hidden="true" className="size-4 text-slate-600" />
              <label htmlFor={originId} className="text-sm font-medium text-slate-800">
                {t('origin.label')}
              </label>
              <select
                id={originId}
                value={from ?? ''}
                onChange={(e) => changeOrigin(e.target.value)}
                className="h-9 min-w-0 max-w-full rounded-full border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700"
              >
                <option value="">{t('origin.default')}</option>
                {exploreOrigins.map((code) => (
                  <option key={code} value={code}>
                    {t(`origin.airports.${code}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {exploreTabs.map((c) => (
            <TabsContent key={c} value={c}>
              <ExploreTabPanel tab={c} from={from} />
            </TabsContent>
          ))}
        </Tabs>
        <section aria-labelledby="travel-inspiration">
          <h2 id="travel-inspiration" className="mb-5 text-2xl font-bold text-slate-900">
            {t('inspiration.title')}
          </h2>
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
