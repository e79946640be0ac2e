import type { DriverApplication } from '@escazo/contracts/driver-application';
import { validationMessages } from '@escazo/contracts/messages';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { Db } from '../../db/client.ts';
import { insertDriverApplication, type DriverApplicationRow } from './repository.ts';

const duplicateEmail = () =>
  new AppError(
    409,
    'DUPLICATE_APPLICATION',
    'An application with this email address has already been submitted. We will contact you about it soon.',
    // The field code is a validation message key, so the form shows it like any other field error.
    [{ path: 'email', code: 'driver.duplicateEmail', message: validationMessages['driver.duplicateEmail'] }],
  );

/** One application per e-mail address, compared case-insensitively; the unique index decides races. */
export async function submitDriverApplication(db: Db, input: DriverApplication): Promise<DriverApplicationRow> {
  const { termsAgreed: _terms, ...fields } = input;
  try {
    return await insertDriverApplication(db, { ...fields, email: fields.email.toLowerCase() });
  } catch (err) {
    if (isUniqueViolation(err, 'driver_applications_email_key')) throw duplicateEmail();
    throw err;
  }
}
