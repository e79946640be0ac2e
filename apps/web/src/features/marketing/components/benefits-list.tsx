import { useTranslation } from 'react-i18next';
import { CheckCircle2 } from 'lucide-react';

type Benefit = { title: string; text: string };

/** Membership benefits, each with a check mark. */
export function BenefitsList() {
  const { t } = useTranslation('marketing');
  const benefits = t('joinToday.benefits', { returnObjects: true }) as Benefit[];
  return (
    <ul className="grid gap-x-8 gap-y-6 sm:grid-cols-2">
      {benefits.map((b) => (
        <li key={b.title} className="flex gap-4">
          <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-success-600" aria-hidden="true" />
          <div>
            <h3 className="font-bold text-slate-900">{b.title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-slate-700">{b.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
