import { useTranslation } from 'react-i18next';
import { CircleCheck } from 'lucide-react';
import { Container } from '@escazo/ui/container';

export function DriverRequirements() {
  const { t } = useTranslation('drivers');
  const requirements = t('landing.requirements', { returnObjects: true }) as string[];
  return (
    <section
      id="driver-requirements"
      aria-labelledby="driver-requirements-heading"
      className="scroll-mt-20 bg-slate-50 py-12 sm:py-16"
    >
      <Container className="max-w-4xl">
        <h2 id="driver-requirements-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          {t('landing.requirementsHeading')}
        </h2>
        <p className="mt-2 text-slate-700">{t('landing.requirementsLead')}</p>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {requirements.map((r) => (
            <li key={r} className="flex gap-3 rounded-xl bg-white p-4 text-slate-800 shadow-[var(--shadow-card)]">
              <CircleCheck className="mt-0.5 size-5 shrink-0 text-success-600" aria-hidden="true" />
              <span>{r}</span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
