import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/config/paths.ts';
import type { HelpArticle } from '../utils/help-topics.ts';

/** In-page contents and the other topics (beside the article on wide screens, above it on phones). */
export function HelpArticleAside({ article, others }: { article: HelpArticle; others: HelpArticle[] }) {
  const { t } = useTranslation('support');
  return (
    <aside className="space-y-8 lg:sticky lg:top-24 lg:self-start">
      <nav aria-labelledby="article-toc-heading">
        <h2 id="article-toc-heading" className="text-sm font-semibold uppercase tracking-wider text-slate-600">
          {t('article.onThisPage')}
        </h2>
        <ul className="mt-3 space-y-2 border-l border-slate-200">
          {article.sections.map((s) => (
            <li key={s.id}>
              <a
                href={`#${s.id}`}
                className="-ml-px block border-l-2 border-transparent pl-3 text-sm text-slate-700 hover:border-primary-600 hover:text-primary-800"
              >
                {s.heading}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-labelledby="article-topics-heading" className="hidden lg:block">
        <h2 id="article-topics-heading" className="text-sm font-semibold uppercase tracking-wider text-slate-600">
          {t('article.otherTopics')}
        </h2>
        <ul className="mt-3 space-y-2">
          {others.map((o) => (
            <li key={o.topic}>
              <Link to={paths.helpTopic(o.topic)} className="text-sm font-semibold text-primary-700 hover:underline">
                {o.card}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
