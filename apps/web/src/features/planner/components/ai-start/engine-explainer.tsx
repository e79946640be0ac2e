import { useTranslation } from 'react-i18next';
import { Gauge, PiggyBank, Route, SlidersHorizontal } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@escazo/ui/tabs';

const tabs = [
  { key: 'analyze', icon: Gauge },
  { key: 'personalize', icon: SlidersHorizontal },
  { key: 'budget', icon: PiggyBank },
  { key: 'optimize', icon: Route },
] as const;

/** Analyze, Personalize, Budget, Optimize: what the planner really does, step by step. */
export function EngineExplainer() {
  const { t } = useTranslation('planner');
  return (
    <section aria-labelledby="explainer-heading">
      <h2 id="explainer-heading" className="text-2xl font-bold text-slate-900">
        {t('explainer.title')}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-700">{t('explainer.lead')}</p>
      <Tabs defaultValue="analyze" className="mt-6">
        <TabsList aria-label={t('explainer.tabsLabel')}>
          {tabs.map(({ key, icon: Icon }) => (
            <TabsTrigger key={key} value={key}>
              <Icon aria-hidden="true" />
              {t(`explainer.${key}.tab`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ key }) => (
          <TabsContent
            key={key}
            value={key}
            className="mt-5 rounded-[var(--radius-card)] border border-slate-200 bg-white p-6"
          >
            <h3 className="text-lg font-semibold text-slate-900">{t(`explainer.${key}.title`)}</h3>
            <p className="mt-2 text-slate-700">{t(`explainer.${key}.text`)}</p>
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
