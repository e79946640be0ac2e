import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, ArrowRight, Sparkles } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { Card, CardBody } from '@escazo/ui/card';
import { PLANNER_STEPS } from '../utils/planner-form.ts';
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

const stepKeys = ['where', 'who', 'interests', 'notes'] as const;
const lastStep = PLANNER_STEPS.length - 1;

/** The 4-step planner: one step at a time, Previous and Next, Generate Itinerary at the end. */
export function PlannerWizard({ step, onStep, onGenerate, generating, today }: Props) {
  const { t } = useTranslation('planner');
  const key = stepKeys[step]!;
  // Enter in a field moves on, and generates only on the last step.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step < lastStep) onStep(step + 1);
    else onGenerate();
  };
  return (
    <Card>
      <CardBody className="space-y-6">
        <PlannerProgress step={step} steps={PLANNER_STEPS.length} />
        <form noValidate onSubmit={onSubmit} aria-labelledby="planner-step-heading" className="space-y-6">
          <div>
            <h2 id="planner-step-heading" className="text-xl font-bold text-slate-900">{t(`wizard.steps.${key}.title`)}</h2>
            <p className="mt-1 text-sm text-slate-700">{t(`wizard.steps.${key}.text`)}</p>
          </div>
          {step === 0 ? <PlannerStepWhere today={today} /> : null}
          {step === 1 ? <PlannerStepWho /> : null}
          {step === 2 ? <PlannerStepInterests /> : null}
          {step === 3 ? <PlannerStepNotes /> : null}
          <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-5">
            <Button variant="outline" disabled={step === 0} onClick={() => onStep(step - 1)}>
              <ArrowLeft aria-hidden="true" />
              {t('wizard.previous')}
            </Button>
            {step < lastStep ? (
              <Button type="submit">
                {t('wizard.next')}
                <ArrowRight aria-hidden="true" />
              </Button>
            ) : (
              <Button type="submit" disabled={generating} aria-busy={generating || undefined}>
                <Sparkles aria-hidden="true" />
                {generating ? t('wizard.generating') : t('wizard.generate')}
              </Button>
            )}
          </div>
          <p role="status" className="sr-only">{generating ? t('wizard.generatingStatus') : ''}</p>
        </form>
      </CardBody>
    </Card>
  );
}
