import { z } from 'zod';
import { emailSchema } from './common.ts';

export const contactDepartments = [
  'customer_support',
  'bookings',
  'technical',
  'billing',
  'partnerships',
  'other',
] as const;
export type ContactDepartment = (typeof contactDepartments)[number];
export const contactDepartmentSchema = z.enum(contactDepartments, { error: 'contact.departmentRequired' });

/** Rules and messages as spec 001 section 5 gives them; unknown fields are stripped (never stored). */
export const contactMessageInputSchema = z.object({
  name: z.string({ error: 'contact.nameMin' }).trim().min(2, 'contact.nameMin').max(120, 'field.tooLong'),
  email: emailSchema,
  subject: z.string({ error: 'contact.subjectMin' }).trim().min(5, 'contact.subjectMin').max(200, 'field.tooLong'),
  message: z.string({ error: 'contact.messageMin' }).trim().min(10, 'contact.messageMin').max(5000, 'field.tooLong'),
  department: contactDepartmentSchema,
});
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;

export const contactMessageReceiptSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  receivedAt: z.iso.datetime(),
});
export type ContactMessageReceipt = z.infer<typeof contactMessageReceiptSchema>;
