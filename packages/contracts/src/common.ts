import { z } from 'zod';

/** A trimmed e-mail with the documented messages; stored lower-cased by the server. */
export const emailSchema = z
  .string({ error: 'email.required' })
  .trim()
  .min(1, 'email.required')
  .max(254, 'field.tooLong')
  .pipe(z.email({ error: 'email.invalid' }));

/** Money is always integer minor units with an ISO 4217 code. */
export const moneySchema = z.object({
  amount: z.number().int(),
  currency: z.string().length(3),
});
export type Money = z.infer<typeof moneySchema>;

export const idParamSchema = z.object({ id: z.uuid() });
