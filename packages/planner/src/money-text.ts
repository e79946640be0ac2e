/** "USD 1234.50": how the engine's messages write an amount in USD cents. */
export const formatUsd = (minor: number): string => `USD ${(minor / 100).toFixed(2)}`;
