import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { adminMessageReplyInputSchema, CONTACT_REPLY_MAX, type AdminMessageReplyInput } from '@escazo/contracts/admin';
import { Button } from '@escazo/ui/button';
import { Field } from '@escazo/ui/field';
import { Textarea } from '@escazo/ui/input';
import { ApiError } from '@web/lib/api-client.ts';
import { applyFieldErrors } from '@web/lib/apply-field-errors.ts';
import { translateValidation } from '@web/lib/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useReplyToMessage } from './messages-api.ts';

/** A reply, e-mailed to the sender and kept under the message. */
export function ReplyForm({ messageId, email }: { messageId: string; email: string }) {
  const { t } = useTranslation('admin');
  const send = useReplyToMessage();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<AdminMessageReplyInput>({
    resolver: zodResolver(adminMessageReplyInputSchema),
    defaultValues: { body: '' },
  });

  const onSubmit = handleSubmit(({ body }) =>
    send.mutate(
      { id: messageId, body },
      {
        onSuccess: () => {
          reset({ body: '' });
          toast.success(t('messages.replySent'), { description: t('messages.replySentTo', { email }) });
        },
        onError: (err) => {
          if (applyFieldErrors(err, setError, ['body'])) return;
          toast.error(t('messages.actionFailed'), { description: err instanceof ApiError ? err.message : undefined });
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('messages.replyLabel')} className="space-y-3">
      <Field
        label={t('messages.fields.reply')}
        hint={t('messages.replyHint', { email })}
        error={translateValidation(errors.body?.message)}
      >
        <Textarea rows={5} maxLength={CONTACT_REPLY_MAX} {...register('body')} />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('messages.sending') : t('messages.sendReply')}
        </Button>
      </div>
    </form>
  );
}
