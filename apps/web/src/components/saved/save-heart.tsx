import { useTranslation } from 'react-i18next';
import { Heart } from 'lucide-react';
import type { SavedKind } from '@escazo/contracts/saved';
import { cn } from '@escazo/ui/utils';
import { useAuth } from '@web/lib/session/use-auth.ts';
import { ApiError } from '@web/lib/api-client.ts';
import { toast } from '@web/lib/toast.ts';
import { isSaved, useSaved, useToggleSaved } from './api.ts';
import { useLoginRedirect } from './use-login-redirect.ts';

type Props = {
  kind: SavedKind;
  refId: string;
  /** What is saved, for the button's accessible name. */
  name: string;
  /**
   * Visible text beside the heart; the button is then named by it and the item's name, its state
   * given by aria-pressed. Without it the heart alone is named "Save <name>" or "Remove <name> from
   * favorites".
   */
  label?: string;
  className?: string;
};

/**
 * The heart that saves a destination, deal, hotel or stay to the signed-in user's favourites. It
 * toasts only after the server has answered; a signed-out visitor is sent to sign in and back.
 */
export function SaveHeart({ kind, refId, name, label, className }: Props) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const saved = useSaved(user !== null);
  const toggle = useToggleSaved();
  const toLogin = useLoginRedirect();
  const pressed = user !== null && isSaved(saved.data, kind, refId);

  const onClick = () => {
    if (!user) return toLogin();
    const save = !pressed;
    // The promise, not mutate's callbacks: the toast shows even if this heart unmounts meanwhile.
    void toggle.mutateAsync({ kind, refId, save }).then(
      () => toast.success(save ? t('saved.added') : t('saved.removed')),
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 401) return toLogin();
        toast.error(error instanceof ApiError ? error.message : t('saved.failed'));
      },
    );
  };

  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={label ? undefined : pressed ? t('saved.remove', { name }) : t('saved.save', { name })}
      disabled={toggle.isPending || (user !== null && saved.isPending)}
      onClick={onClick}
      className={cn(
        'inline-flex items-center justify-center gap-1.5 rounded-full border border-slate-200 bg-white/90 text-sm font-semibold text-slate-700 shadow-sm transition-colors hover:bg-white hover:text-danger-600 disabled:opacity-60',
        label ? 'h-10 px-4' : 'size-10',
        className,
      )}
    >
      <Heart aria-hidden="true" className={cn('size-5', pressed ? 'fill-danger-600 text-danger-600' : '')} />
      {label ? (
        <>
          {label}
          <span className="sr-only"> {name}</span>
        </>
      ) : null}
    </button>
  );
}
