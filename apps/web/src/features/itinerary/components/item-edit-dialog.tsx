import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { planItemEditSchema, type Plan, type PlanItem } from '@escazo/contracts/planning';
import { Button } from '@escazo/ui/button';
import { Dialog, DialogContent } from '@escazo/ui/dialog';
import { Field } from '@escazo/ui/field';
import { Input } from '@escazo/ui/input';
import { applyFieldErrors } from '@web/lib/apply-field-errors.ts';
import { translateValidation } from '@web/lib/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useEditItem } from '../api/plan-edits.ts';
import { reportEditError } from '../api/plan-mutation.ts';
import { itemMinutes } from '../utils/clock.ts';

/** The server's rules for a new start and length. */
const itemEditFormSchema = z.object({
  start: planItemEditSchema.shape.start.unwrap(),
  durationMinutes: planItemEditSchema.shape.durationMinutes.unwrap(),
});
type ItemEditForm = z.infer<typeof itemEditFormSchema>;

/** Edit an item: its start time and its length; only what changed is sent. */
export function ItemEditDialog({ plan, item, onClose }: { plan: Plan; item: PlanItem; onClose: () => void }) {
  const { t } = useTranslation('itinerary');
  const edit = useEditItem(plan.id);
  const duration = itemMinutes(item);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ItemEditForm>({
    resolver: zodResolver(itemEditFormSchema),
    defaultValues: { start: item.start, durationMinutes: duration },
  });

  const onSubmit = handleSubmit(({ start, durationMinutes }) => {
    const changes = {
      ...(start !== item.start ? { start } : {}),
      ...(durationMinutes !== duration ? { durationMinutes } : {}),
    };
    if (!Object.keys(changes).length) return onClose();
    edit.mutate(
      { itemId: item.id, version: plan.version, ...changes },
      {
        onSuccess: () => {
          toast.success(t('edit.itemSaved', { title: item.title }));
          onClose();
        },
        onError: (err) => {
          if (applyFieldErrors(err, setError, ['start', 'durationMinutes'])) return;
          reportEditError(err, t('edit.failed'));
          onClose();
        },
      },
    );
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('edit.itemTitle', { title: item.title })}
        description={t('edit.itemDescription')}
        closeLabel={t('close')}
      >
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('edit.start')} error={translateValidation(errors.start?.message)}>
              <Input type="time" step={300} {...register('start')} />
            </Field>
            <Field label={t('edit.duration')} error={translateValidation(errors.durationMinutes?.message)}>
              <Input
                type="number"
                inputMode="numeric"
                min={5}
                max={720}
                step={5}
                {...register('durationMinutes', { valueAsNumber: true })}
              />
            </Field>
          </div>
          <div className="flex justify-end gap-3">
            <Button variant="outline" onClick={onClose} disabled={edit.isPending}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={edit.isPending}>
              {edit.isPending ? t('saving') : t('save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
