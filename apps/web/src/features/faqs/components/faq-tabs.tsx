import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@escazo/ui/tabs';
import type { FaqGroup } from '../utils/search-faqs.ts';
import { FaqList } from './faq-list.tsx';

/** The browsing view: one tab per category. */
export function FaqTabs({ groups }: { groups: FaqGroup[] }) {
  const { t } = useTranslation('faqs');
  return (
    <Tabs defaultValue={groups[0]?.category}>
      <TabsList aria-label={t('tabsLabel')}>
        {groups.map((g) => (
          <TabsTrigger key={g.category} value={g.category}>
            {g.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {groups.map((g) => (
        <TabsContent key={g.category} value={g.category} className="mt-6">
          <FaqList items={g.items} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
