import { randomBytes } from 'node:crypto';
import { confirmationCodeFrom } from '@escazo/booking';

/** 8 characters from the unambiguous alphabet, from crypto random bytes (uniqueness: the bookings table's constraint). */
export function newConfirmationCode(): string {
  return confirmationCodeFrom(randomBytes(8));
}
