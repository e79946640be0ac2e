import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Currency } from '@escazo/contracts/currency';
import { useDisplayCurrency, useRates, type Conversion } from './use-display-currency.ts';

/** The inventory's currency: showing prices in it needs no rates. */
const INVENTORY_CURRENCY = 'USD';

type ConversionValue = { conversion: Conversion | null; currency: Currency | null; wantRates: () => void };

const ConversionContext = createContext<ConversionValue>({ conversion: null, currency: null, wantRates: () => {} });

/**
 * Works out the display currency and rates once for the whole app, not once per price on screen.
 * The rates (and the schema that checks them) are fetched only when they can change a figure: the
 * display currency is not the inventory's, or a view asked for them (wantRates).
 */
export function ConversionProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const currency = useDisplayCurrency();
  const rates = useRates(wanted || (currency !== null && currency !== INVENTORY_CURRENCY)).data;
  const value = useMemo(
    () => ({
      conversion: currency && rates ? { currency, rates } : null,
      currency,
      // May be called while a price renders: the state change waits until that render is over.
      wantRates: () => queueMicrotask(() => setWanted(true)),
    }),
    [currency, rates],
  );
  return <ConversionContext.Provider value={value}>{children}</ConversionContext.Provider>;
}

/** The display currency and rates for a view that converts (null until both are known); it asks for the rates. */
export function useConversion(): Conversion | null {
  const { conversion, wantRates } = useContext(ConversionContext);
  useEffect(() => {
    if (!conversion) wantRates();
  }, [conversion, wantRates]);
  return conversion;
}

/** The conversion as far as it is known, without asking for the rates: a price asks only when its currency differs. */
export const useConversionIfKnown = (): ConversionValue => useContext(ConversionContext);
