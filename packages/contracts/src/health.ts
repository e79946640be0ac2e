import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok']),
  database: z.enum(['up']),
  driver: z.enum(['pglite', 'postgres']),
});
export type Health = z.infer<typeof healthSchema>;
