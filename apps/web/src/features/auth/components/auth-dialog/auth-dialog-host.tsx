import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@web/config/paths.ts';
import { loadClassMerger } from '@escazo/ui/utils';
import { i18n, VALIDATION_NS } from '@web/lib/i18n.ts';
import { useAuth } from '@web/lib/session/use-auth.ts';
import { useAuthDialogRequests, type AuthDialogTab } from '../../hooks/use-auth-dialog.ts';
import type AuthDialogComponent from './auth-dialog.tsx';

type DialogProps = ComponentProps<typeof AuthDialogComponent>;

/**
 * The dialog's code, its texts and what the home page's light first load leaves out (the forms'
 * validation texts, the class merger) load together, on the first open (or a hover on Sign In / Join).
 */
const loadAuthDialog = () =>
  Promise.all([import('./auth-dialog.tsx'), i18n.loadNamespaces(['auth', VALIDATION_NS]), loadClassMerger()]).then(
    ([module]) => module,
  );

/** If the dialog's code cannot load (offline, or an old tab after a deploy), the pages do the job. */
function PageFallback({ open, tab }: { open: boolean; tab: AuthDialogTab }) {
  return open ? <Navigate to={tab === 'login' ? paths.login : paths.signup} /> : null;
}

const AuthDialog = lazy((): Promise<{ default: (props: DialogProps) => ReactNode }> =>
  loadAuthDialog().catch(() => ({ default: PageFallback })),
);

export const preloadAuthDialog = () => void loadAuthDialog().catch(() => undefined);

/**
 * Mounted once in the shell: a listener for `escazo:auth-dialog`, nothing else until the first
 * request. Signed-in visitors are not offered the dialog.
 */
export function AuthDialogHost() {
  const { isAuthenticated } = useAuth();
  const [state, close] = useAuthDialogRequests(isAuthenticated);
  if (state.session === 0) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog key={state.session} open={state.open} tab={state.tab} request={state.request} onClose={close} />
    </Suspense>
  );
}
