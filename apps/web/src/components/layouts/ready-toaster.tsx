import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';

/** Documented defaults: 3 visible toasts, 4000 ms. Ready once the Toaster has subscribed. */
export default function ReadyToaster({ onReady }: { onReady: (t: typeof toast) => void }) {
  // The Toaster's own effects (its subscription) run before this parent effect.
  useEffect(() => onReady(toast), [onReady]);
  // Neutral toasts (dark text on white, AA contrast); the status shows in the icon's colour.
  return (
    <Toaster
      visibleToasts={3}
      duration={4000}
      position="top-right"
      closeButton
      toastOptions={{
        classNames: {
          toast: 'font-sans',
          success: '[&_[data-icon]]:text-success-600',
          error: '[&_[data-icon]]:text-danger-600',
          warning: '[&_[data-icon]]:text-warning-600',
        },
      }}
    />
  );
}
