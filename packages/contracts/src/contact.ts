import { z } from 'zod';
import { emailSchema } from './common.ts';
import { multiLineText, singleLineText } from './text.ts';

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

/** The contact form's documented rules and messages; unknown fields are stripped (never stored). */
export const contactMessageInputSchema = z.object({
  name: singleLineText({ error: 'contact.nameMin' }).min(2, 'contact.nameMin').max(120, 'field.tooLong'),
  email: emailSchema,
  subject: singleLineText({ error: 'contact.subjectMin' }).min(5, 'contact.subjectMin').max(200, 'field.tooLong'),
  message: multiLineText({ error: 'contact.messageMin' }).min(10, 'contact.messageMin').max(5000, 'field.tooLong'),
  department: contactDepartmentSchema,
});
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;

export const contactMessageReceiptSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  receivedAt: z.iso.datetime(),
});
export type ContactMessageReceipt = z.infer<typeof contactMessageReceiptSchema>;
