import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  adminDriverApplicationUpdateSchema,
  DRIVER_APPLICATION_NOTES_MAX,
  type AdminDriverApplication,
} from '@escazo/contracts/admin';
import { Button } from '@escazo/ui/button';
import { Field } from '@escazo/ui/field';
import { Textarea } from '@escazo/ui/input';
import { ApiError } from '@web/lib/api-client.ts';
import { applyFieldErrors } from '@web/lib/apply-field-errors.ts';
import { translateValidation } from '@web/lib/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useUpdateApplication } from './applications-api.ts';

/** The server's notes rule, as a plain text field ('' clears the notes). */
const notesFormSchema = z.object({ notes: adminDriverApplicationUpdateSchema.shape.notes.unwrap().unwrap() });
type NotesForm = z.infer<typeof notesFormSchema>;

/** Reviewers' notes on an application; never sent to the applicant. */
export function ApplicationNotesForm({
  application,
  canManage,
}: {
  application: AdminDriverApplication;
  canManage: boolean;
}) {
  const { t } = useTranslation('admin');
  const update = useUpdateApplication();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<NotesForm>({
    resolver: zodResolver(notesFormSchema),
    defaultValues: { notes: application.notes ?? '' },
  });

  const onSubmit = handleSubmit(({ notes }) =>
    update.mutate(
      { id: application.id, notes: notes.trim() ? notes : null },
      {
        onSuccess: (saved) => {
          reset({ notes: saved.notes ?? '' });
          toast.success(t('drivers.notesSaved'));
        },
        onError: (err) => {
          if (applyFieldErrors(err, setError, ['notes'])) return;
          toast.error(t('drivers.actionFailed'), { description: err instanceof ApiError ? err.message : undefined });
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('drivers.notesLabel')} className="space-y-3">
      <Field
        label={t('drivers.fields.notes')}
        hint={t('drivers.notesHint')}
        error={translateValidation(errors.notes?.message)}
      >
        <Textarea rows={4} maxLength={DRIVER_APPLICATION_NOTES_MAX} readOnly={!canManage} {...register('notes')} />
      </Field>
      {canManage ? (
        <div className="flex justify-end">
          <Button type="submit" variant="outline" size="sm" disabled={update.isPending || !isDirty}>
            {t('drivers.saveNotes')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
