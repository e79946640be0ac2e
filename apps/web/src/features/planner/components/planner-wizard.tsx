import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, ArrowRight, Sparkles } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { Card, CardBody } from '@escazo/ui/card';
import { PLANNER_STEPS, type PlannerStepKey } from '../utils/planner-form.ts';
import { PlannerProgress } from './planner-progress.tsx';
import { PlannerStepInterests } from './planner-step-interests.tsx';
import { PlannerStepNotes } from './planner-step-notes.tsx';
import { PlannerStepWho } from './planner-step-who.tsx';
import { PlannerStepWhere } from './planner-step-where.tsx';

type Props = {
  step: number;
  onStep: (step: number) => void;
  /** Generate: validates everything and runs the planner. */
  onGenerate: () => void;
  generating: boolean;
  today: string;
};

const lastStep = PLANNER_STEPS.length - 1;

const panels: Record<PlannerStepKey, (today: string) => ReactNode> = {
  where: (today) => <PlannerStepWhere today={today} />,
  who: () => <PlannerStepWho />,
  interests: () => <PlannerStepInterests />,
  notes: () => <PlannerStepNotes />,
};

// A button that cannot act now stays focusable (aria-disabled), so focus is never dropped.
const unavailable = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

/** The 4-step planner: one step at a time, Previous and Next, Generate Itinerary at the end. */
export function PlannerWizard({ step, onStep, onGenerate, generating, today }: Props) {
  const { t } = useTranslation('planner');
  const { key } = PLANNER_STEPS[step]!;
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  // A new step takes focus to its heading (not on the first paint).
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  // Enter in a field moves on, and generates only on the last step (once at a time).
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step < lastStep) onStep(step + 1);
    else if (!generating) onGenerate();
  };
  return (
    <Card>
      <CardBody className="space-y-6">
        <PlannerProgress step={step} steps={PLANNER_STEPS.length} />
        <form noValidate onSubmit={onSubmit} aria-labelledby="planner-step-heading" className="space-y-6">
          <div>
            <h2
              id="planner-step-heading"
              ref={heading}
              tabIndex={-1}
              className="text-xl font-bold text-slate-900 focus:outline-none"
            >
              {t(`wizard.steps.${key}.title`)}
            </h2>
            <p className="mt-1 text-sm text-slate-700">{t(`wizard.steps.${key}.text`)}</p>
          </div>
          {panels[key](today)}
          <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-5">
            <Button
              variant="outline"
              className={unavailable}
              aria-disabled={step === 0 || undefined}
              onClick={() => step > 0 && onStep(step - 1)}
            >
              <ArrowLeft aria-hidden="true" />
              {t('wizard.previous')}
            </Button>
            {/* Keyed apart: Next and Generate are never the same element, so a repeated Enter cannot run on. */}
            {step < lastStep ? (
              <Button key="next" type="submit">
                {t('wizard.next')}
                <ArrowRight aria-hidden="true" />
              </Button>
            ) : (
              <Button
                key="generate"
                type="submit"
                className={unavailable}
                aria-disabled={generating || undefined}
                aria-busy={generating || undefined}
              >
                <Sparkles aria-hidden="true" />
                {generating ? t('wizard.generating') : t('wizard.generate')}
              </Button>
            )}
          </div>
          <p role="status" className="sr-only">
            {generating ? t('wizard.generatingStatus') : ''}
          </p>
        </form>
      </CardBody>
    </Card>
  );
}
