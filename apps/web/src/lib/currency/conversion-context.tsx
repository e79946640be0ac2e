import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useConversionState, type Conversion } from './use-display-currency.ts';

const ConversionContext = createContext<Conversion | null>(null);

/** Works out the display currency and rates once for the whole app, not once per price on screen. */
export function ConversionProvider({ children }: { children: ReactNode }) {
  const state = useConversionState();
  const currency = state?.currency;
  const rates = state?.rates;
  const value = useMemo(() => (currency && rates ? { currency, rates } : null), [currency, rates]);
  return <ConversionContext.Provider value={value}>{children}</ConversionContext.Provider>;
}

/** What a price view needs to convert, or null while the display currency or the rates are unknown. */
export const useConversion = (): Conversion | null => useContext(ConversionContext);
