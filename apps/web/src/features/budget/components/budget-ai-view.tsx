import { useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { BudgetPlan, BudgetRequest } from '@escazo/contracts/budget';
import type { FieldError } from '@escazo/contracts/errors';
import { Container } from '@escazo/ui/container';
import { paths } from '@web/config/paths.ts';
import { useBudgetPlan } from '../api/budget-plans.ts';
import { useGenerateBudget } from '../hooks/use-generate-budget.ts';
import {
  budgetFieldOf,
  budgetFieldOrder,
  budgetFormSchema,
  budgetValuesOfPlan,
  defaultBudgetValues,
  type BudgetField,
  type BudgetFormValues,
} from '../utils/budget-form.ts';
import { budgetPlanPath } from '../utils/plan-link.ts';
import { BudgetRequestForm } from './budget-request-form.tsx';
import { BudgetResult } from './budget-result.tsx';
import { PlanLoadState } from './plan-load-state.tsx';

const planIdSchema = z.uuid();

/**
 * /budget-ai: the form by default; a generated plan shows the result with the form hidden, kept in
 * the address as `?plan=` (refresh, Back, Saved and sign-in come back to it). Change Parameters
 * returns to the form as it was for that plan; Start a New Budget Plan to the defaults.
 */
export function BudgetAiView({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('budget');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const planId = planIdSchema.safeParse(searchParams.get('plan')).data ?? null;
  const plan = useBudgetPlan(planId);
  const heading = useRef<HTMLHeadingElement>(null);
  // The plan whose parameters are being changed: Back or Forward to another plan shows that plan's result.
  const [editingPlanId, setEditingPlanId] = useState<string | null>(null);

  const form = useForm<BudgetFormValues, unknown, BudgetRequest>({
    resolver: zodResolver(budgetFormSchema),
    defaultValues: defaultBudgetValues,
  });
  // The plan the form's values belong to, and the edits left on other plans: moving between plans
  // never overwrites what the user typed, and changing a plan's parameters again brings it back.
  const formPlanId = useRef<string | null>(null);
  const drafts = useRef(new Map<string, BudgetFormValues>());

  const onFieldErrors = (fields: FieldError[]) => {
    const landed: BudgetField[] = [];
    for (const field of fields) {
      const name = budgetFieldOf(field.path);
      if (!name) continue;
      form.setError(name, { type: 'server', message: field.code });
      landed.push(name);
    }
    const first = budgetFieldOrder.find((field) => landed.includes(field));
    if (first && first !== 'preferences') form.setFocus(first);
  };
  const onGenerated = (generated: BudgetPlan) => {
    // The form holds what made this plan, as typed (the starting place with its label).
    formPlanId.current = generated.id;
    setEditingPlanId(null);
    void navigate(budgetPlanPath(generated.id));
    heading.current?.focus();
  };
  const { generate, isPending } = useGenerateBudget({ onGenerated, onFieldErrors });

  const toForm = (shown: BudgetPlan) => {
    if (formPlanId.current !== shown.id) {
      if (formPlanId.current !== null) drafts.current.set(formPlanId.current, form.getValues());
      formPlanId.current = shown.id;
      form.reset(drafts.current.get(shown.id) ?? budgetValuesOfPlan(shown));
    }
    setEditingPlanId(shown.id);
    heading.current?.focus();
  };
  const newPlan = () => {
    form.reset(defaultBudgetValues);
    formPlanId.current = null;
    setEditingPlanId(null);
    void navigate(paths.budgetAi, { replace: true });
    heading.current?.focus();
  };

  const showResult = planId !== null && editingPlanId !== planId;
  const shown = showResult ? plan.data : undefined;
  return (
    <Container className="space-y-8 py-10">
      <header className="max-w-3xl">
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-3xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-4xl"
        >
          {t('page.title')}
        </h1>
        <p className="mt-3 text-lg text-slate-700">{t('page.lead')}</p>
      </header>
      {shown ? (
        <BudgetResult
          key={shown.id}
          plan={shown}
          signedIn={signedIn}
          onChangeParameters={() => toForm(shown)}
          onNewPlan={newPlan}
        />
      ) : showResult ? (
        <PlanLoadState plan={plan} />
      ) : null}
      {!showResult || (!plan.data && plan.isError) ? (
        <div className="max-w-3xl">
          <FormProvider {...form}>
            <BudgetRequestForm onGenerate={generate} generating={isPending} />
          </FormProvider>
        </div>
      ) : null}
    </Container>
  );
}
