import { randomBytes } from 'node:crypto';
import { confirmationCodeFrom } from '@escazo/booking/confirmation-code';

/** 8 characters from the unambiguous alphabet, from crypto random bytes (uniqueness: the bookings table's constraint). */
export function newConfirmationCode(): string {
  return confirmationCodeFrom(randomBytes(8));
}

/** PostgreSQL's unique_violation on the confirmation code's index. */
export function isCodeCollision(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === '23505' && (constraint === 'bookings_confirmation_code_key' || message?.includes('bookings_confirmation_code_key'))) return true;
  }
  return false;
}
