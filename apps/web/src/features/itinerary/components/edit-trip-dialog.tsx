import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Settings2 } from 'lucide-react';
import { todayIso } from '@escazo/contracts/dates';
import type { Plan } from '@escazo/contracts/planning';
import { INTERESTS, PACES, PLAN_MAX_TRAVELERS } from '@escazo/contracts/planning-options';
import { Button } from '@escazo/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@escazo/ui/dialog';
import { Field } from '@escazo/ui/field';
import { DateInput, Input, Select, Textarea } from '@escazo/ui/input';
import { DayRange } from '@web/components/dates/day.tsx';
import { ApiError } from '@web/lib/api-client.ts';
import { applyFieldErrors } from '@web/lib/apply-field-errors.ts';
import { translateValidation } from '@web/lib/i18n.ts';
import { planQueryOptions } from '@web/lib/plan-queries.ts';
import { toast } from '@web/lib/toast.ts';
import { useReplan, useUpdatePlan } from '../api/plan-edits.ts';
import { isPlanChanged, reportEditError, useIsEditingPlan } from '../api/plan-mutation.ts';
import {
  editLock,
  editTripDefaults,
  editTripFormSchema,
  isRenameOnly,
  toReplan,
  toUpdate,
  type EditTripForm,
} from '../utils/edit-trip-form.ts';

const FIELDS = ['name', 'startDate', 'endDate', 'travelers', 'budget', 'interests', 'pace', 'notes'] as const;

/**
 * Edit Trip: the plan's request. A change to the name or notes only is saved as it is; any other
 * change plans the trip again in place (and a new name follows it). Once the trip has started the
 * start date is locked, and after its first day only the name and notes can change. A failure
 * keeps the dialog open: with the typed input, or (when the trip changed meanwhile) the trip as
 * it now stands.
 */
export function EditTripDialog({ plan }: { plan: Plan }) {
  const { t } = useTranslation('itinerary');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const replan = useReplan(plan.id);
  const update = useUpdatePlan(plan.id);
  const editing = useIsEditingPlan(plan.id);
  const busy = replan.isPending || update.isPending;
  const lock = editLock(plan, todayIso(Date.now()));
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<EditTripForm>({ resolver: zodResolver(editTripFormSchema), defaultValues: editTripDefaults(plan) });

  const onOpenChange = (next: boolean) => {
    if (next && editing) return;
    if (next) reset(editTripDefaults(plan));
    setOpen(next);
  };
  const reseed = async () => {
    const fresh = await queryClient.fetchQuery({ ...planQueryOptions(plan.id), staleTime: 0 }).catch(() => null);
    if (fresh) reset(editTripDefaults(fresh.plan));
  };
  const fail = (err: unknown) => {
    if (isPlanChanged(err)) return void reseed();
    if (applyFieldErrors(err, setError, FIELDS)) return;
    reportEditError(err, t('edit.failed'));
  };
  const done = (message: string) => {
    toast.success(message);
    setOpen(false);
  };

  const onSubmit = handleSubmit(async (form) => {
    let replanned: Plan | null = null;
    try {
      if (lock === 'request' || isRenameOnly(plan, form)) {
        const body = toUpdate(plan, plan.version, form);
        if (body) await update.mutateAsync(body);
        return done(t('trip.saved'));
      }
      replanned = (await replan.mutateAsync(toReplan(plan, form))).plan;
      const rename = toUpdate(replanned, replanned.version, { name: form.name, notes: replanned.notes ?? '' });
      if (rename) await update.mutateAsync(rename);
      done(t('trip.replanned'));
    } catch (err) {
      if (!replanned) return fail(err);
      // The new plan is saved; only the rename after it failed. The form now holds the new plan with the typed name, ready to save again.
      reset({ ...editTripDefaults(replanned), name: form.name });
      toast.warning(t('trip.replannedNotRenamed'), { description: err instanceof ApiError ? err.message : undefined });
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" aria-disabled={editing && !open} className="aria-disabled:opacity-40">
          <Settings2 aria-hidden="true" />
          {t('trip.edit')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('trip.title')}
        description={lock === 'request' ? t('trip.descriptionStarted') : t('trip.description')}
        closeLabel={t('close')}
        className="max-w-2xl"
      >
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5">
          <Field label={t('trip.name')} error={translateValidation(errors.name?.message)}>
            <Input autoComplete="off" {...register('name')} />
          </Field>
          {lock === 'request' ? (
            <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-800" data-testid="trip-started">
              {t('trip.startedNote')} <DayRange start={plan.startDate} end={plan.endDate} />
            </p>
          ) : (
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field
                  label={t('trip.startDate')}
                  hint={lock === 'startDate' ? t('trip.startLocked') : undefined}
                  error={translateValidation(errors.startDate?.message)}
                >
                  <DateInput readOnly={lock === 'startDate'} {...register('startDate')} />
                </Field>
                <Field label={t('trip.endDate')} error={translateValidation(errors.endDate?.message)}>
                  <DateInput {...register('endDate')} />
                </Field>
                <Field label={t('trip.travelers')} error={translateValidation(errors.travelers?.message)}>
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={PLAN_MAX_TRAVELERS}
                    {...register('travelers', { valueAsNumber: true })}
                  />
                </Field>
                <Field
                  label={t('trip.budget')}
                  optional={t('trip.optional')}
                  hint={t('trip.budgetHint')}
                  error={translateValidation(errors.budget?.message)}
                >
                  <Input inputMode="decimal" autoComplete="off" {...register('budget')} />
                </Field>
                <Field label={t('trip.pace')}>
                  <Select {...register('pace')}>
                    {PACES.map((p) => (
                      <option key={p} value={p}>
                        {t(`pace.${p}`)}
                      </option>
                    ))}
                  </Select>
                </Field>
              </div>
              <fieldset>
                <legend className="text-sm font-medium text-slate-800">{t('trip.interests')}</legend>
                <div className="mt-2 flex flex-wrap gap-2">
                  {INTERESTS.map((interest) => (
                    <label
                      key={interest}
                      className="flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-3 py-1.5 text-sm text-slate-800 has-[:checked]:border-primary-700 has-[:checked]:bg-primary-50"
                    >
                      <input
                        type="checkbox"
                        value={interest}
                        className="size-4 accent-primary-700"
                        {...register('interests')}
                      />
                      {t(`interest.${interest}`)}
                    </label>
                  ))}
                </div>
              </fieldset>
            </>
          )}
          <Field
            label={t('trip.notes')}
            optional={t('trip.optional')}
            error={translateValidation(errors.notes?.message)}
          >
            <Textarea className="min-h-24" {...register('notes')} />
          </Field>
          <div className="flex justify-end gap-3">
            <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t('saving') : t('save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
