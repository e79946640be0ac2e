import type { Db } from '@server/db/client.ts';
import { accountContact } from '../auth/public.ts';

export type Passenger = { firstName: string; lastName: string; name: string; email: string; phone: string };

/** Who rides: the signed-in account's name, e-mail and phone (from the profile when filled in). */
export async function passengerOf(db: Db, userId: string): Promise<Passenger> {
  const row = await accountContact(db, userId);
  const accountName = row?.name.trim() ?? '';
  const [first = '', ...rest] = accountName.split(/\s+/);
  const firstName = row?.firstName?.trim() || first || 'Passenger';
  const lastName = row?.lastName?.trim() || rest.join(' ') || '-';
  const name = row?.firstName?.trim() ? `${firstName} ${row.lastName?.trim() ?? ''}`.trim() : accountName || firstName;
  return { firstName, lastName, name, email: row?.email ?? '', phone: row?.phone?.trim() ?? '' };
}
