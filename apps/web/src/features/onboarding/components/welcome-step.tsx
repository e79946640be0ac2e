import { useTranslation } from 'react-i18next';
import { BadgeDollarSign, Globe2, Heart, Sparkles } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { StepHeading } from './step-heading.tsx';

const features = [
  { key: 'planning', Icon: Sparkles },
  { key: 'recommendations', Icon: Heart },
  { key: 'bestPrice', Icon: BadgeDollarSign },
  { key: 'coverage', Icon: Globe2 },
] as const;

/** Step 1: the four selling points; Get Started or Skip for now. */
export function WelcomeStep({
  onStart,
  onSkip,
  skipping,
  focusHeading,
}: {
  onStart: () => void;
  onSkip: () => void;
  skipping: boolean;
  focusHeading: boolean;
}) {
  const { t } = useTranslation('onboarding');
  return (
    <div className="space-y-8">
      <StepHeading title={t('welcome.title')} lead={t('welcome.lead')} focusOnMount={focusHeading} />
      <ul className="grid gap-4 sm:grid-cols-2">
        {features.map(({ key, Icon }) => (
          <li key={key} className="rounded-2xl border border-slate-200 bg-white p-5">
            <span className="grid size-11 place-content-center rounded-xl bg-primary-50 text-primary-700">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h2 className="mt-3 font-bold text-slate-900">{t(`welcome.features.${key}.title`)}</h2>
            <p className="mt-1 text-sm text-slate-700">{t(`welcome.features.${key}.body`)}</p>
          </li>
        ))}
      </ul>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
        <Button variant="ghost" size="lg" disabled={skipping} onClick={onSkip}>
          {t('welcome.skip')}
        </Button>
        <Button size="lg" disabled={skipping} onClick={onStart}>
          {t('welcome.start')}
        </Button>
      </div>
    </div>
  );
}
