import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { toast as SonnerToast } from 'sonner';
import { registerToasterHost } from '@web/lib/toast.ts';
import { withClassMerger } from '@web/lib/with-class-merger.ts';

const ReadyToaster = lazy(withClassMerger(() => import('./ready-toaster.tsx')));

/** Mounts sonner's Toaster the first time something asks for a toast (see lib/toast.ts). */
export function ToasterHost() {
  const [mounted, setMounted] = useState(false);
  const resolvers = useRef<Array<(t: typeof SonnerToast) => void>>([]);
  useEffect(() => {
    registerToasterHost((resolve) => {
      resolvers.current.push(resolve);
      setMounted(true);
    });
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ReadyToaster onReady={(t) => resolvers.current.splice(0).forEach((r) => r(t))} />
    </Suspense>
  );
}
