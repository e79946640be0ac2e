import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToasterHost } from '@web/components/layouts/toaster-host.tsx';
import { createQueryClient } from '@web/lib/query-client.ts';
import { ConversionProvider } from '@web/lib/currency/conversion-context.tsx';

/** App-wide providers: data fetching, the display currency and toasts (3 visible, 4000 ms; loaded on first use). */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ConversionProvider>{children}</ConversionProvider>
      <ToasterHost />
    </QueryClientProvider>
  );
}
