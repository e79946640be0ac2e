import { useTranslation } from 'react-i18next';
import { Container } from '@escazo/ui/container';

type Stat = { value: string; label: string };

export function DriverStats() {
  const { t } = useTranslation('drivers');
  const stats = t('landing.stats', { returnObjects: true }) as Stat[];
  return (
    <section aria-labelledby="driver-stats-heading" className="py-8">
      <Container>
        <h2 id="driver-stats-heading" className="sr-only">
          {t('landing.statsHeading')}
        </h2>
        <dl className="grid gap-4 rounded-[var(--radius-card)] bg-primary-900 p-6 text-center sm:grid-cols-3 sm:p-8">
          {stats.map((s) => (
            <div key={s.label} className="flex flex-col-reverse gap-1">
              <dt className="text-sm text-primary-100">{s.label}</dt>
              <dd className="tabular text-4xl font-bold text-white">{s.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
