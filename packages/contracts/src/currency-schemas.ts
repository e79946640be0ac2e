import { z } from 'zod';
import { CURRENCIES } from './currency-codes.ts';

const decimalRate = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,6})?$/)
  .refine((s) => /[1-9]/.test(s), 'rate must be positive');

/** GET /api/currency/rates: the reference rates of one published day, units per euro. */
export const ratesResponseSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  source: z.string().min(1),
  base: z.literal('EUR'),
  perEuro: z.record(z.enum(CURRENCIES), decimalRate),
});
export type RatesResponse = z.infer<typeof ratesResponseSchema>;
