import { z } from 'zod';

/** An Escazo office: name, address, phone, email, hours, and its position. */
export const officeSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.object({
    street: z.string(),
    city: z.string(),
    region: z.string().optional(),
    postalCode: z.string(),
    country: z.string(),
  }),
  phone: z.string(),
  email: z.email(),
  hours: z.string(),
  coordinates: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
});
export type Office = z.infer<typeof officeSchema>;

export const officeListSchema = z.object({ items: z.array(officeSchema) });
export type OfficeList = z.infer<typeof officeListSchema>;

/** The server-drawn map of every office. */
export const officesMapPath = '/media/maps/offices.svg';
export const officesMapSize = { width: 960, height: 500 } as const;
