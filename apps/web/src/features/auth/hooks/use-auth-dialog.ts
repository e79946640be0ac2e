import { useEffect, useRef, useState } from 'react';

/** The window-level event that opens the auth dialog on a tab. */
export const AUTH_DIALOG_EVENT = 'escazo:auth-dialog';
export const AUTH_DIALOG_TABS = ['login', 'signup'] as const;
export type AuthDialogTab = (typeof AUTH_DIALOG_TABS)[number];
export type AuthDialogEventDetail = { tab: AuthDialogTab };

/** Opens the auth dialog from anywhere: `openAuthDialog('signup')`. */
export function openAuthDialog(tab: AuthDialogTab) {
  window.dispatchEvent(new CustomEvent<AuthDialogEventDetail>(AUTH_DIALOG_EVENT, { detail: { tab } }));
}

const isTab = (value: unknown): value is AuthDialogTab => AUTH_DIALOG_TABS.includes(value as AuthDialogTab);

/** One open request: `session` changes each time the dialog opens from closed (fresh forms, counter). */
export type AuthDialogState = { open: boolean; tab: AuthDialogTab; session: number; request: number };

/**
 * The shell's side of the dialog: listens for the event and holds open/closed and the named tab.
 * An event naming anything but 'login' or 'signup' opens the Login tab. While `ignore` is true
 * (a signed-in visitor) events are ignored and an open dialog closes.
 */
export function useAuthDialogRequests(ignore = false) {
  const [state, setState] = useState<AuthDialogState>({ open: false, tab: 'login', session: 0, request: 0 });
  const ignoreRef = useRef(ignore);
  useEffect(() => {
    ignoreRef.current = ignore;
  }, [ignore]);
  useEffect(() => {
    const onRequest = (event: Event) => {
      if (ignoreRef.current) return;
      const tab = (event as CustomEvent<Partial<AuthDialogEventDetail> | null>).detail?.tab;
      setState((s) => ({
        open: true,
        tab: isTab(tab) ? tab : 'login',
        session: s.open ? s.session : s.session + 1,
        request: s.request + 1,
      }));
    };
    window.addEventListener(AUTH_DIALOG_EVENT, onRequest);
    return () => window.removeEventListener(AUTH_DIALOG_EVENT, onRequest);
  }, []);
  // Signed in elsewhere (another tab, a refetch) while open: close (state adjusted during render).
  if (ignore && state.open) setState({ ...state, open: false });
  const close = () => setState((s) => ({ ...s, open: false }));
  return [state, close] as const;
}

/** Plain left clicks open the dialog; modified clicks (new tab, new window) keep the link's default. */
export function opensInPlace(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
