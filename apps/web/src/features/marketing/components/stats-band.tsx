import { useTranslation } from 'react-i18next';

type Stat = { value: string; label: string };

export function StatsBand() {
  const { t } = useTranslation('marketing');
  const stats = t('whyChoose.stats', { returnObjects: true }) as Stat[];
  return (
    <section aria-labelledby="why-stats" className="bg-primary-900 py-14 text-white">
      <div className="mx-auto max-w-5xl px-4 text-center sm:px-6">
        <h2 id="why-stats" className="text-2xl font-bold tracking-tight">
          {t('whyChoose.statsTitle')}
        </h2>
        <dl className="mt-8 grid gap-8 sm:grid-cols-3">
          {stats.map((s) => (
            <div key={s.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-primary-100">{s.label}</dt>
              <dd className="tabular text-4xl font-extrabold sm:text-5xl">{s.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
