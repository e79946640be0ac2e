import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Camera, Trash2 } from 'lucide-react';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, type Profile } from '@escazo/contracts/account';
import { Button } from '@escazo/ui/button';
import { ApiError } from '@web/lib/api-client.ts';
import { toast } from '@web/lib/toast.ts';
import { useRemoveAvatar, useUploadAvatar } from '../api/avatar.ts';

const maxMegabytes = AVATAR_MAX_BYTES / (1024 * 1024);

/** The profile picture: upload (images only, checked here for size and by the server for content) and remove. */
export function AvatarEditor({ profile, onChanged }: { profile: Profile; onChanged?: () => void }) {
  const { t } = useTranslation('account');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const busy = upload.isPending || remove.isPending;

  const done = () => {
    toast.success(t('toasts.profileUpdated'), { duration: 3000 });
    onChanged?.();
  };
  const failed = (err: unknown) => setError(err instanceof ApiError ? err.message : t('avatar.failed'));

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return setError(t('avatar.wrongType'));
    if (file.size > AVATAR_MAX_BYTES) return setError(t('avatar.tooLarge', { max: maxMegabytes }));
    upload.mutate(file, { onSuccess: done, onError: failed });
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      <img
        src={profile.avatarUrl}
        alt={t('avatar.alt', { name: profile.name })}
        className="size-20 rounded-full border border-slate-200 bg-slate-100 object-cover"
      />
      <div className="space-y-2">
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={AVATAR_TYPES.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-label={t('avatar.upload')}
            onChange={onFile}
          />
          <Button variant="outline" size="sm" disabled={busy} onClick={() => input.current?.click()}>
            <Camera aria-hidden="true" />
            {upload.isPending ? t('avatar.uploading') : t('avatar.upload')}
          </Button>
          {profile.hasCustomAvatar ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={busy}
              onClick={() => {
                setError(null);
                remove.mutate(undefined, { onSuccess: done, onError: failed });
              }}
            >
              <Trash2 aria-hidden="true" />
              {t('avatar.remove')}
            </Button>
          ) : null}
        </div>
        <p className="text-xs text-slate-600">{t('avatar.hint', { max: maxMegabytes })}</p>
        {error ? (
          <p role="alert" className="text-sm text-danger-600">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
