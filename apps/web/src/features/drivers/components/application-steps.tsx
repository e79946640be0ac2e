import { useTranslation } from 'react-i18next';
import { CarFront, ClipboardCheck, FileText, Zap } from 'lucide-react';

type Step = { title: string; text: string };
const icons = [FileText, ClipboardCheck, CarFront, Zap];

/** The four-step process overview. */
export function ApplicationSteps() {
  const { t } = useTranslation('drivers');
  const steps = t('application.steps', { returnObjects: true }) as Step[];
  return (
    <section aria-labelledby="application-steps-heading">
      <h2 id="application-steps-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        {t('application.stepsHeading')}
      </h2>
      <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, i) => {
          const Icon = icons[i % icons.length]!;
          return (
            <li key={step.title} className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-5">
              <div className="flex items-center gap-3">
                <span
                  className="grid size-10 place-content-center rounded-full bg-primary-700 text-white"
                  aria-hidden="true"
                >
                  <Icon className="size-5" />
                </span>
                <p className="text-sm font-semibold uppercase tracking-wide text-primary-700">
                  {t('application.stepLabel', { n: i + 1 })}
                </p>
              </div>
              <h3 className="mt-3 text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{step.text}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
