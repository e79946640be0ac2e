import { useState } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Plan, PlanRequest } from '@escazo/contracts/planning';
import { localDayOf } from '@escazo/contracts/dates';
import { Container } from '@escazo/ui/container';
import { LoadingRows } from '../../../components/feedback/query-state.tsx';
import type { ApiError } from '../../../lib/api-client.ts';
import { usePlan } from '../api/plans.ts';
import { useClaimOnReturn } from '../hooks/use-claim-on-return.ts';
import { useGeneratePlan } from '../hooks/use-generate-plan.ts';
import { emptyPlannerValues, formFieldOf, plannerFormSchema, stepOfField, type PlannerFormValues } from '../utils/planner-form.ts';
import { readPrefill } from '../utils/prefill.ts';
import { PlanResult } from './plan-result.tsx';
import { PlannerWizard } from './planner-wizard.tsx';

type Props = { signedIn: boolean; confirmed: boolean };

/** The first step holding an error, by the steps' order. */
function firstErrorStep(paths: string[]): number | null {
  const steps = paths.map(stepOfField).filter((step): step is number => step !== null);
  return steps.length > 0 ? Math.min(...steps) : null;
}

/** /plan-trip: the 4-step planner, the plan it makes, and saving a plan made signed out. */
export function PlanTripView({ signedIn, confirmed }: Props) {
  const { t } = useTranslation('planner');
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [today] = useState(() => localDayOf(new Date()));
  const [step, setStep] = useState(0);
  const [plan, setPlan] = useState<Plan | null>(null);
  const { claimId, claiming } = useClaimOnReturn({ signedIn, confirmed });
  const unclaimed = usePlan(confirmed && !signedIn && !plan ? claimId : null);

  const form = useForm<PlannerFormValues, unknown, PlanRequest>({
    resolver: zodResolver(plannerFormSchema),
    defaultValues: (() => {
      const prefill = readPrefill(searchParams, location.state);
      return { ...emptyPlannerValues, ...prefill, budget: prefill.budget ? String(prefill.budget) : '' };
    })(),
  });

  const onFieldErrors = (error: ApiError) => {
    let focused = false;
    for (const field of error.fields) {
      const name = formFieldOf(field.path);
      if (!name) continue;
      form.setError(name, { type: 'server', message: field.code }, { shouldFocus: !focused });
      focused = true;
    }
    const first = firstErrorStep(error.fields.map((f) => f.path));
    if (first !== null) setStep(first);
  };
  const { generate, isPending } = useGeneratePlan({ onPlanned: setPlan, onFieldErrors });

  const onInvalid = (errors: FieldErrors<PlannerFormValues>) => {
    const first = firstErrorStep(Object.keys(errors));
    if (first !== null) setStep(first);
  };
  const onGenerate = () => void form.handleSubmit((request) => generate(request), onInvalid)();
  const onUseBudget = (dollars: number) => {
    form.setValue('budget', String(dollars));
    onGenerate();
  };

  const shown = plan ?? unclaimed.data ?? null;
  return (
    <Container className="space-y-10 py-10">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('planTrip.title')}</h1>
        <p className="mt-3 text-lg text-slate-700">{t('planTrip.lead')}</p>
      </header>
      {claimId && signedIn && claiming ? (
        <div role="status">
          <p className="mb-3 font-medium text-slate-900">{t('planTrip.claiming')}</p>
          <LoadingRows rows={2} />
        </div>
      ) : (
        <FormProvider {...form}>
          <div className="max-w-3xl">
            <PlannerWizard step={step} onStep={setStep} onGenerate={onGenerate} generating={isPending} today={today} />
          </div>
        </FormProvider>
      )}
      {shown ? <PlanResult plan={shown} onUseBudget={plan ? onUseBudget : undefined} busy={isPending} /> : null}
    </Container>
  );
}
