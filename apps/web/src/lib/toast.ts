import type { ExternalToast, toast as sonnerToast } from 'sonner';

type SonnerToast = typeof sonnerToast;
type Message = Parameters<SonnerToast>[0];

let ready: Promise<SonnerToast> | null = null;
let requestMount: ((resolve: (t: SonnerToast) => void) => void) | null = null;
let pending: ((t: SonnerToast) => void) | null = null;

/** Called once by <ToasterHost>: from then on, the first toast mounts sonner's Toaster. */
export function registerToasterHost(mount: (resolve: (t: SonnerToast) => void) => void) {
  requestMount = mount;
  if (pending) mount(pending);
}

function load(): Promise<SonnerToast> {
  ready ??= new Promise<SonnerToast>((resolve) => {
    if (requestMount) requestMount(resolve);
    else pending = resolve;
  });
  return ready;
}

const show =
  (kind: 'message' | 'success' | 'error' | 'info' | 'warning' | 'loading') =>
  (message: Message, data?: ExternalToast) =>
    void load().then((t) => t[kind](message, data));

/**
 * sonner's toast API, loaded with the first toast rather than with the first paint: pages call
 * toast.success(title, { description }) exactly as with sonner.
 */
export const toast = {
  message: show('message'),
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  /** An in-progress toast; a later toast with the same `id` replaces it (its outcome). */
  loading: show('loading'),
};
