import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { Plan, PlanRequest } from '@escazo/contracts/planning';
import { localDayOf } from '@escazo/contracts/dates';
import { Container } from '@escazo/ui/container';
import { LoadingRows } from '@web/components/feedback/query-state.tsx';
import { paths } from '@web/config/paths.ts';
import type { ApiError } from '@web/lib/api-client.ts';
import { usePlan } from '../api/plans.ts';
import { useClaimOnReturn } from '../hooks/use-claim-on-return.ts';
import { useGeneratePlan } from '../hooks/use-generate-plan.ts';
import {
  plannerFields,
  plannerFormSchema,
  plannerValuesOfPlan,
  stepOfField,
  formFieldOf,
  type PlannerField,
  type PlannerFormValues,
} from '../utils/planner-form.ts';
import { plannerValuesOf, readPrefill } from '../utils/prefill.ts';
import { applyServerFieldErrors } from '../utils/server-field-errors.ts';
import { ClaimFailed } from './claim-failed.tsx';
import { PlanLoadState } from './plan-load-state.tsx';
import { PlanResult } from './plan-result.tsx';
import { PlannerWizard } from './planner-wizard.tsx';

type Props = { signedIn: boolean; confirmed: boolean };

const planIdSchema = z.uuid();

/**
 * /plan-trip: the 4-step planner, the plan it makes (kept in the address as `?plan=`, so refresh
 * and Back show it again), and saving a plan made signed out.
 */
export function PlanTripView({ signedIn, confirmed }: Props) {
  const { t } = useTranslation('planner');
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [today] = useState(() => localDayOf(new Date()));
  const [step, setStep] = useState(0);
  // The field to focus once its step is on screen (a new object each time, so a repeat focuses again).
  const [focusTarget, setFocusTarget] = useState<{ field: PlannerField } | null>(null);
  const { claimId, claiming, failed, retry } = useClaimOnReturn({ signedIn, confirmed });
  const planId = planIdSchema.safeParse(searchParams.get('plan')).data ?? null;
  // The plan on the page: the one generated here, or the plan a signed-out visitor is asked to save.
  const shownId = planId ?? (confirmed && !signedIn ? claimId : null);
  const shown = usePlan(shownId);
  const [openedWith] = useState(planId);

  const form = useForm<PlannerFormValues, unknown, PlanRequest>({
    resolver: zodResolver(plannerFormSchema),
    defaultValues: plannerValuesOf(readPrefill(searchParams, location.state)),
  });

  // A plan the page opened on (refresh, Back) fills the form, so it can be planned again.
  const filled = useRef(false);
  useEffect(() => {
    if (filled.current || !shown.data || shown.data.id !== openedWith) return;
    filled.current = true;
    form.reset(plannerValuesOfPlan(shown.data));
  }, [shown.data, openedWith, form]);

  useEffect(() => {
    if (focusTarget) form.setFocus(focusTarget.field);
  }, [focusTarget, form]);

  /** Shows the step of the first field in error, then focuses that field. */
  const goToFirstError = (fields: readonly string[]) => {
    const first = plannerFields.find((field) => fields.includes(field));
    if (!first) return;
    setStep(stepOfField(first) ?? 0);
    setFocusTarget({ field: first });
  };
  const onFieldErrors = (error: ApiError) => {
    const landed = applyServerFieldErrors(error, formFieldOf, form.setError);
    goToFirstError(landed);
    return landed.length > 0;
  };
  const onPlanned = (plan: Plan) => void navigate(paths.planTripPlan(plan.id), { replace: true });
  const { generate, isPending } = useGeneratePlan({ onPlanned, onFieldErrors });

  // A saved plan on the page is planned again in place; otherwise a new plan is made.
  const replanOf = planId && shown.data?.saved ? shown.data : undefined;
  const onInvalid = (errors: FieldErrors<PlannerFormValues>) => goToFirstError(Object.keys(errors));
  const onGenerate = () => void form.handleSubmit((request) => generate(request, replanOf), onInvalid)();
  const onUseBudget = (dollars: number) => {
    form.setValue('budget', String(dollars));
    onGenerate();
  };

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
        <div className="max-w-3xl space-y-6">
          {failed ? <ClaimFailed onRetry={retry} /> : null}
          <FormProvider {...form}>
            <PlannerWizard step={step} onStep={setStep} onGenerate={onGenerate} generating={isPending} today={today} />
          </FormProvider>
        </div>
      )}
      {shown.data ? (
        <PlanResult plan={shown.data} onUseBudget={planId ? onUseBudget : undefined} busy={isPending} />
      ) : shownId ? (
        <PlanLoadState plan={shown} />
      ) : null}
    </Container>
  );
}
