import { useTranslation } from 'react-i18next';
import { Bell, CalendarRange, PartyPopper, Search, ShieldCheck, Sparkles, UserRoundCog } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { cn } from '@escazo/ui/utils';
import { StepHeading } from './step-heading.tsx';

export const TOUR_SLIDES = [
  { key: 'aiPlanning', Icon: Sparkles },
  { key: 'smartSearch', Icon: Search },
  { key: 'tripManagement', Icon: CalendarRange },
  { key: 'secureBooking', Icon: ShieldCheck },
  { key: 'travelAlerts', Icon: Bell },
  { key: 'personalization', Icon: UserRoundCog },
] as const;

type Props = {
  slide: number;
  onSlide: (index: number) => void;
  /** Previous on the first slide: back to the preferences step. */
  onBack: () => void;
  onComplete: () => void;
  completing: boolean;
};

/** Step 4: six slides with a highlight line, dots and a counter; the last one completes setup. */
export function AppTourStep({ slide, onSlide, onBack, onComplete, completing }: Props) {
  const { t } = useTranslation('onboarding');
  const { key, Icon } = TOUR_SLIDES[slide]!;
  const last = slide === TOUR_SLIDES.length - 1;
  const title = t(`tour.slides.${key}.title`);

  return (
    <div className="space-y-8">
      <StepHeading title={t('tour.title')} lead={t('tour.lead')} />
      <section
        aria-roledescription={t('tour.carousel')}
        aria-label={t('tour.title')}
        className="rounded-2xl border border-slate-200 bg-white p-6 text-center sm:p-10"
      >
        <div aria-live="polite" aria-atomic="true" className="space-y-4">
          <span className="mx-auto grid size-16 place-content-center rounded-2xl bg-primary-50 text-primary-700">
            <Icon className="size-8" aria-hidden="true" />
          </span>
          <p className="tabular text-sm font-medium text-slate-600">
            {t('tour.counter', { current: slide + 1, total: TOUR_SLIDES.length })}
          </p>
          <h2 className="text-xl font-bold text-slate-900 sm:text-2xl">{title}</h2>
          <p className="mx-auto max-w-md text-slate-700">{t(`tour.slides.${key}.body`)}</p>
          <p className="mx-auto inline-flex max-w-md items-center gap-2 rounded-full bg-accent-50 px-4 py-1.5 text-sm font-semibold text-accent-700">
            {t(`tour.slides.${key}.highlight`)}
          </p>
        </div>
        <div className="mt-6 flex justify-center gap-2">
          {TOUR_SLIDES.map((s, index) => (
            <button
              key={s.key}
              type="button"
              aria-label={t('tour.goTo', { number: index + 1, title: t(`tour.slides.${s.key}.title`) })}
              aria-current={index === slide ? 'true' : undefined}
              onClick={() => onSlide(index)}
              className="grid size-6 place-content-center rounded-full"
            >
              <span
                className={cn(
                  'block h-2.5 rounded-full transition-all duration-150 motion-reduce:transition-none',
                  index === slide ? 'w-6 bg-primary-700' : 'w-2.5 bg-slate-400',
                )}
              />
            </button>
          ))}
        </div>
      </section>
      {last ? (
        <div
          role="status"
          className="flex items-start gap-3 rounded-2xl border border-success-600/30 bg-green-50 p-4 text-slate-900"
        >
          <PartyPopper className="mt-0.5 size-5 shrink-0 text-success-600" aria-hidden="true" />
          <p>
            <strong className="font-semibold">{t('tour.allSetTitle')}</strong> {t('tour.allSetBody')}
          </p>
        </div>
      ) : null}
      <div className="flex justify-between gap-3">
        <Button
          variant="outline"
          size="lg"
          disabled={completing}
          onClick={() => (slide === 0 ? onBack() : onSlide(slide - 1))}
        >
          {t('tour.previous')}
        </Button>
        {last ? (
          <Button size="lg" disabled={completing} onClick={onComplete}>
            {completing ? t('tour.completing') : t('tour.complete')}
          </Button>
        ) : (
          <Button size="lg" onClick={() => onSlide(slide + 1)}>
            {t('tour.next')}
          </Button>
        )}
      </div>
    </div>
  );
}
