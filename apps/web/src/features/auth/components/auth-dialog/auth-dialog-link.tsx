import type { ComponentProps, MouseEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '@web/config/paths.ts';
import { openAuthDialog, opensInPlace, type AuthDialogTab } from '../../hooks/use-auth-dialog.ts';
import { preloadAuthDialog } from './auth-dialog-host.tsx';

type Props = Omit<ComponentProps<typeof Link>, 'to'> & { tab: AuthDialogTab };

/**
 * A link to /login or /signup that opens the auth dialog on that tab instead. Without JavaScript,
 * or with a modified click (new tab or window), it stays a plain link to the page.
 */
export function AuthDialogLink({ tab, onClick, onPointerEnter, onFocus, ...props }: Props) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !opensInPlace(event)) return;
    event.preventDefault();
    openAuthDialog(tab);
  };
  return (
    <Link
      to={tab === 'login' ? paths.login : paths.signup}
      onClick={open}
      onPointerEnter={(e) => {
        onPointerEnter?.(e);
        preloadAuthDialog();
      }}
      onFocus={(e) => {
        onFocus?.(e);
        preloadAuthDialog();
      }}
      {...props}
    />
  );
}
