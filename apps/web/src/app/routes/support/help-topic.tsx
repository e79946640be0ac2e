import { useParams } from 'react-router';
import { NotFound } from '@web/components/errors/not-found.tsx';
import { HelpArticle } from '@web/features/support/components/help-article.tsx';
import { isHelpTopic } from '@web/features/support/utils/help-topics.ts';

export default function HelpTopicPage() {
  const { topic } = useParams();
  return isHelpTopic(topic) ? <HelpArticle topic={topic} /> : <NotFound />;
}
