import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, CardBody } from '@escazo/ui/card';
import { paths } from '@web/config/paths.ts';
import { helpTopics } from '../utils/help-topics.ts';
import { TopicIcon } from './topic-icon.tsx';

/** Six cards, one per help article; the whole card is clickable, the title is the link. */
export function HelpTopicCards() {
  const { t } = useTranslation('support');
  return (
    <section aria-labelledby="help-topics-heading">
      <h2 id="help-topics-heading" className="text-2xl font-bold text-slate-900">
        {t('help.topicsHeading')}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {helpTopics.map((topic) => (
          <li key={topic}>
            <Card className="relative h-full transition-shadow duration-200 focus-within:shadow-[var(--shadow-raised)] hover:shadow-[var(--shadow-raised)]">
              <CardBody>
                <span className="grid size-11 place-items-center rounded-xl bg-primary-50 text-primary-700">
                  <TopicIcon topic={topic} className="size-5" />
                </span>
                <h3 className="mt-4 text-lg font-bold text-slate-900">
                  <Link
                    to={paths.helpTopic(topic)}
                    className="after:absolute after:inset-0 after:rounded-[var(--radius-card)] hover:text-primary-700"
                  >
                    {t(`topics.${topic}.card`)}
                  </Link>
                </h3>
                <p className="mt-1 text-slate-700">{t(`topics.${topic}.summary`)}</p>
              </CardBody>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
