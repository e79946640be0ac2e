import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { planItemAddSchema, type Plan } from '@escazo/contracts/planning';
import { Button } from '@escazo/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@escazo/ui/dialog';
import { Field } from '@escazo/ui/field';
import { Input, Select } from '@escazo/ui/input';
import { SearchInput } from '@escazo/ui/search-input';
import { LoadError, LoadingRows } from '@web/components/feedback/query-state.tsx';
import { applyFieldErrors } from '@web/lib/apply-field-errors.ts';
import { formatDayWithWeekday } from '@web/lib/format-date.ts';
import { translateValidation } from '@web/lib/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useAddItem } from '../api/plan-edits.ts';
import { reportEditError, useIsEditingPlan } from '../api/plan-mutation.ts';
import { usePlaces } from '../api/places.ts';
import { placesToAdd } from '../utils/catalogue.ts';
import { PlaceChoices } from './place-choices.tsx';

/** The server's rules for adding a place, without the version (taken from the plan on submit). */
const addFormSchema = planItemAddSchema.omit({ version: true });
type AddForm = { date: string; placeId: string; start?: string | undefined };

/**
 * Add Activity: a place from the destination's guide, on a day, at a time or after the day's last
 * visit. A failure keeps the dialog open with what was chosen (the next try uses the trip as it
 * now stands).
 */
export function AddActivityDialog({ plan, date }: { plan: Plan; date: string }) {
  const { t } = useTranslation('itinerary');
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const places = usePlaces(plan.destination.id, open);
  const add = useAddItem(plan.id);
  const editing = useIsEditingPlan(plan.id);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors },
  } = useForm<AddForm>({
    resolver: zodResolver(addFormSchema),
    defaultValues: { date, placeId: '', start: undefined },
  });
  const chosenDate = useWatch({ control, name: 'date' }) || date;

  const onOpenChange = (next: boolean) => {
    if (next && editing) return;
    if (next) reset({ date, placeId: '', start: undefined });
    setSearch('');
    setOpen(next);
  };
  const onSubmit = handleSubmit((values) => {
    const name = places.data?.find((p) => p.id === values.placeId)?.name ?? '';
    add.mutate(
      { ...values, version: plan.version },
      {
        onSuccess: () => {
          toast.success(t('add.added', { name, day: formatDayWithWeekday(values.date) }));
          setOpen(false);
        },
        onError: (err) => {
          if (applyFieldErrors(err, setError, ['placeId', 'date', 'start'])) return;
          reportEditError(err, t('edit.failed'));
        },
      },
    );
  });

  const choices = places.data ? placesToAdd(places.data, plan, search) : [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button aria-disabled={editing && !open} className="aria-disabled:opacity-40">
          <Plus aria-hidden="true" />
          {t('add.button')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('add.title')}
        description={t('add.description', { destination: plan.destination.name })}
        closeLabel={t('close')}
        className="max-w-2xl"
      >
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('add.day')} error={translateValidation(errors.date?.message)}>
              <Select {...register('date')}>
                {plan.days.map((d, i) => (
                  <option key={d.date} value={d.date}>
                    {t('days.dayWithDate', { number: i + 1, date: formatDayWithWeekday(d.date) })}
                  </option>
                ))}
              </Select>
            </Field>
            <Field
              label={t('add.start')}
              optional={t('add.optional')}
              hint={t('add.startHint')}
              error={translateValidation(errors.start?.message)}
            >
              <Input type="time" step={300} {...register('start', { setValueAs: (v: string) => v || undefined })} />
            </Field>
          </div>
          <Field label={t('add.search')}>
            <SearchInput
              value={search}
              placeholder={t('add.searchPlaceholder')}
              onChange={(e) => setSearch(e.target.value)}
            />
          </Field>
          {places.isPending ? (
            <LoadingRows rows={4} />
          ) : places.isError ? (
            <LoadError error={places.error} onRetry={() => void places.refetch()} />
          ) : (
            <PlaceChoices
              places={choices}
              date={chosenDate}
              register={register('placeId')}
              error={errors.placeId ? t('add.choose') : undefined}
            />
          )}
          <div className="flex justify-end gap-3">
            <Button variant="outline" onClick={() => setOpen(false)} disabled={add.isPending}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? t('saving') : t('add.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
