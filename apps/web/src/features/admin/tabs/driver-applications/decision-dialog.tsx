import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { adminDriverDecisionSchema, DRIVER_DECISION_NOTE_MAX } from '@escazo/contracts/admin';
import { Button } from '@escazo/ui/button';
import { Dialog, DialogContent } from '@escazo/ui/dialog';
import { Field } from '@escazo/ui/field';
import { Textarea } from '@escazo/ui/input';
import { translateValidation } from '@web/lib/i18n.ts';
import type { Decision } from './applications-api.ts';

/** The server's note rule as a plain text field ('' sends no note). */
const decisionFormSchema = z.object({ note: adminDriverDecisionSchema.shape.note.unwrap() });
type DecisionForm = z.infer<typeof decisionFormSchema>;

/** Asks before approving or rejecting; the optional note is for reviewers only. */
export function DecisionDialog({
  decision,
  name,
  pending,
  onConfirm,
  onClose,
}: {
  decision: Decision;
  name: string;
  pending: boolean;
  onConfirm: (note: string | undefined) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DecisionForm>({ resolver: zodResolver(decisionFormSchema), defaultValues: { note: '' } });
  const onSubmit = handleSubmit(({ note }) => onConfirm(note || undefined));

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t(`drivers.${decision}Title`, { name })}
        description={t(`drivers.${decision}Description`)}
        closeLabel={t('close')}
      >
        <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={t(`drivers.${decision}Title`, { name })}>
          <Field
            label={t('drivers.fields.decisionNote')}
            optional={t('drivers.optional')}
            hint={t('drivers.decisionNoteHint')}
            error={translateValidation(errors.note?.message)}
          >
            <Textarea rows={3} maxLength={DRIVER_DECISION_NOTE_MAX} {...register('note')} />
          </Field>
          <div className="flex justify-end gap-3">
            <Button variant="outline" onClick={onClose} disabled={pending}>
              {t('cancel')}
            </Button>
            <Button type="submit" variant={decision === 'approve' ? 'primary' : 'accent'} disabled={pending}>
              {t(`drivers.confirm.${decision}`)}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
