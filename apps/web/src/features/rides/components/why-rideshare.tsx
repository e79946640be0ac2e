import { useTranslation } from 'react-i18next';
import { Clock, ShieldCheck, Tag, Zap } from 'lucide-react';

const reasons = [
  { key: 'safe', Icon: ShieldCheck },
  { key: 'pricing', Icon: Tag },
  { key: 'always', Icon: Clock },
  { key: 'fast', Icon: Zap },
] as const;

/** 'Why Choose Our Rideshare Service': four reasons, a sentence each. */
export function WhyRideshare() {
  const { t } = useTranslation('rides');
  return (
    <section aria-labelledby="why-rideshare-title" className="space-y-6">
      <h2 id="why-rideshare-title" className="text-2xl font-bold text-slate-900">
        {t('why.title')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {reasons.map(({ key, Icon }) => (
          <li key={key} className="rounded-2xl border border-slate-200 bg-white p-5">
            <span className="grid size-11 place-content-center rounded-full bg-primary-50 text-primary-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-3 font-semibold text-slate-900">{t(`why.${key}.title`)}</h3>
            <p className="mt-1 text-sm text-slate-700">{t(`why.${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
