import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { Container } from '@escazo/ui/container';
import { paths } from '@web/config/paths.ts';
import { useSupportPolicy } from '@web/lib/public-settings.ts';
import { useHelpArticles } from '../hooks/use-help-articles.ts';
import { relatedLinks, type HelpTopic } from '../utils/help-topics.ts';
import { HelpArticleAside } from './help-article-aside.tsx';
import { HelpArticleSection } from './help-article-section.tsx';
import { TopicIcon } from './topic-icon.tsx';

/** A Help Center article: breadcrumb, h1 and lead, h2 sections, related links, and where to get more help. */
export function HelpArticle({ topic }: { topic: HelpTopic }) {
  const { t } = useTranslation('support');
  const articles = useHelpArticles();
  const policy = useSupportPolicy();
  const article = articles.find((a) => a.topic === topic)!;
  const others = articles.filter((a) => a.topic !== topic);

  return (
    <>
      <header className="bg-gradient-to-b from-primary-50 to-white py-10 sm:py-14">
        <Container>
          <nav aria-label={t('article.breadcrumb')}>
            <ol className="flex items-center gap-1.5 text-sm text-slate-700">
              <li>
                <Link to={paths.help} className="font-semibold text-primary-700 hover:underline">
                  {t('article.helpCenter')}
                </Link>
              </li>
              <li aria-hidden="true">
                <ChevronRight className="size-4" />
              </li>
              <li>
                <span aria-current="page">{article.card}</span>
              </li>
            </ol>
          </nav>
          <div className="mt-6 flex items-start gap-4">
            <span className="hidden size-12 shrink-0 place-items-center rounded-xl bg-white text-primary-700 shadow-[var(--shadow-card)] sm:grid">
              <TopicIcon topic={topic} className="size-6" />
            </span>
            <div>
              <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{article.title}</h1>
              <p className="mt-3 max-w-2xl text-lg text-slate-700">{article.lead}</p>
            </div>
          </div>
        </Container>
      </header>
      <Container className="grid gap-10 pb-16 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <div className="lg:col-start-2 lg:row-start-1">
          <HelpArticleAside article={article} others={others} />
        </div>
        <div className="max-w-3xl space-y-10 lg:col-start-1 lg:row-start-1">
          {article.sections.map((s) => (
            <HelpArticleSection key={s.id} section={s} />
          ))}
          <section aria-labelledby="related-heading" className="border-t border-slate-200 pt-8">
            <h2 id="related-heading" className="text-xl font-bold text-slate-900">
              {t('article.related')}
            </h2>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {relatedLinks[topic].map((l) => (
                <li key={l.key}>
                  <Link to={l.to} className="font-semibold text-primary-700 hover:underline">
                    {t(`links.${l.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="more-help-heading" className="rounded-[var(--radius-card)] bg-primary-50 p-6">
            <h2 id="more-help-heading" className="text-xl font-bold text-slate-900">
              {t('article.stillNeedHelp')}
            </h2>
            <p className="mt-2 text-slate-700">{t('article.stillNeedHelpBody', { policy })}</p>
            <div className="mt-4 flex flex-wrap gap-2">
              <Button asChild>
                <Link to={paths.contact}>{t('article.contact')}</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={paths.help}>{t('article.backToHelp')}</Link>
              </Button>
            </div>
          </section>
        </div>
      </Container>
    </>
  );
}
