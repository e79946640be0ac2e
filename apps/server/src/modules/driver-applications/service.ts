import { vehicleYearProblem, type DriverApplication } from '@escazo/contracts/driver-application';
import { validationMessages } from '@escazo/contracts/messages';
import { AppError } from '@server/lib/app-error.ts';
import type { Db } from '@server/db/client.ts';
import { insertDriverApplication, type DriverApplicationRow } from './repository.ts';

const badVehicleYear = (code: 'driver.vehicleYearRange') =>
  new AppError(400, 'VALIDATION_FAILED', validationMessages[code], [
    { path: 'vehicleYear', code, message: validationMessages[code] },
  ]);

/**
 * The form is open to anyone, and an address may apply again: a repeat application is stored
 * and linked to the one before it for reviewers. The vehicle must be a 1990 or later model year.
 */
export async function submitDriverApplication(
  db: Db,
  input: DriverApplication,
  now: Date,
): Promise<DriverApplicationRow> {
  const { termsAgreed: _terms, ...fields } = input;
  const yearProblem = vehicleYearProblem(fields.vehicleYear, now.getUTCFullYear());
  if (yearProblem) throw badVehicleYear(yearProblem);
  return insertDriverApplication(db, { ...fields, email: fields.email.toLowerCase() });
}
