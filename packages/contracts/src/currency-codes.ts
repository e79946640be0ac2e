/** The display currencies a traveller can choose (no zod here: the shell's first paint imports it). */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'AUD'] as const;
