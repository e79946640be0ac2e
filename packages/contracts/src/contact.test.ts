import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactDepartments, contactMessageInputSchema, type ContactMessageInput } from './contact.ts';
import { validationMessages, type ValidationMessageKey } from './messages.ts';
import { schemaErrors, validContactMessage } from './test-support/factories.ts';

const valid = validContactMessage() satisfies ContactMessageInput;
/** The message keys the schema reports, by field. */
const errorsOf = (input: Record<string, unknown>) => schemaErrors(contactMessageInputSchema, input);

const expectOnly = (input: Record<string, unknown>, field: string, key: ValidationMessageKey) =>
  expect(errorsOf(input)).toEqual({ [field]: [key] });

describe('contact message schema', () => {
  it('accepts a complete message and trims its text', () => {
    const parsed = contactMessageInputSchema.parse({ ...valid, name: '  Ana Silva  ', subject: ' Change my booking ' });
    expect(parsed).toEqual(valid);
  });

  it.each([
    ['name', 'A', 'contact.nameMin', 'Name must be at least 2 characters'],
    ['name', '  A  ', 'contact.nameMin', 'Name must be at least 2 characters'],
    ['email', 'not-an-email', 'email.invalid', 'Please enter a valid email address'],
    ['email', '', 'email.required', 'Email is required'],
    ['subject', 'Help', 'contact.subjectMin', 'Subject must be at least 5 characters'],
    ['message', 'Too short', 'contact.messageMin', 'Message must be at least 10 characters'],
    ['department', '', 'contact.departmentRequired', 'Please select a department'],
    ['department', 'sales', 'contact.departmentRequired', 'Please select a department'],
  ] as const)('refuses %s %j with %s ("%s")', (field, value, key, text) => {
    expectOnly({ ...valid, [field]: value }, field, key);
    expect(validationMessages[key]).toBe(text);
  });

  it.each(['name', 'email', 'subject', 'message', 'department'] as const)(
    'refuses a missing %s with its documented key',
    (field) => {
      const { [field]: _omit, ...rest } = valid;
      const errors = errorsOf(rest);
      expect(Object.keys(errors)).toEqual([field]);
      expect(errors[field]![0]).toMatch(/^(contact\.|email\.)/);
    },
  );

  it('holds the documented minimum lengths exactly at the boundary', () => {
    expect(errorsOf({ ...valid, name: 'Al' })).toEqual({});
    expect(errorsOf({ ...valid, subject: 'Hello' })).toEqual({});
    expect(errorsOf({ ...valid, subject: 'Hell' })).toEqual({ subject: ['contact.subjectMin'] });
    expect(errorsOf({ ...valid, message: '1234567890' })).toEqual({});
    expect(errorsOf({ ...valid, message: '123456789' })).toEqual({ message: ['contact.messageMin'] });
  });

  it.each([
    ['name', 120],
    ['subject', 200],
    ['message', 5000],
  ] as const)('refuses a %s over %i characters as too long', (field, max) => {
    expect(errorsOf({ ...valid, [field]: 'x'.repeat(max) })).toEqual({});
    expectOnly({ ...valid, [field]: 'x'.repeat(max + 1) }, field, 'field.tooLong');
  });

  it('refuses an e-mail address over 254 characters', () => {
    expectOnly({ ...valid, email: `${'a'.repeat(250)}@example.com` }, 'email', 'field.tooLong');
  });

  it('accepts each of the six documented departments', () => {
    expect(contactDepartments).toEqual([
      'customer_support',
      'bookings',
      'technical',
      'billing',
      'partnerships',
      'other',
    ]);
    for (const department of contactDepartments) expect(errorsOf({ ...valid, department })).toEqual({});
  });

  it('strips unknown fields', () => {
    const parsed = contactMessageInputSchema.parse({ ...valid, status: 'closed', id: 'x' });
    expect(parsed).toEqual(valid);
  });

  it('accepts any trimmed name of 2 to 120 characters', () => {
    const name = fc.string({ minLength: 2, maxLength: 120 }).filter((s) => s.trim().length >= 2);
    fc.assert(fc.property(name, (n) => contactMessageInputSchema.safeParse({ ...valid, name: n }).success));
  });

  it('refuses any name shorter than 2 characters after trimming, with the name message', () => {
    const short = fc
      .tuple(fc.string({ maxLength: 1 }), fc.stringMatching(/^\s{0,3}$/))
      .map(([s, pad]) => pad + s.trim() + pad);
    fc.assert(
      fc.property(short, (n) => {
        expect(errorsOf({ ...valid, name: n })).toEqual({ name: ['contact.nameMin'] });
      }),
    );
  });

  it('accepts any message of 10 to 5000 non-blank characters', () => {
    const message = fc.string({ minLength: 10, maxLength: 5000 }).filter((s) => s.trim().length >= 10);
    fc.assert(
      fc.property(message, (m) => contactMessageInputSchema.safeParse({ ...valid, message: m }).success),
      { numRuns: 50 },
    );
  });
});
