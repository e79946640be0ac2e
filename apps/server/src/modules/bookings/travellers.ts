import type { Traveller } from '@escazo/contracts/bookings';
import { validationMessages } from '@escazo/contracts/messages';
import { AppError } from '@server/lib/app-error.ts';
import type { OfferRow } from '../offers/public.ts';

const invalid = (path: string, message: string) =>
  new AppError(400, 'VALIDATION_FAILED', message, [{ path, code: 'field.invalid', message }]);

/** A passenger's date of birth left out: the field says it is needed. */
const birthDateMissing = (path: string) => {
  const message = validationMessages['booking.dateOfBirthRequired'];
  return new AppError(400, 'VALIDATION_FAILED', message, [{ path, code: 'booking.dateOfBirthRequired', message }]);
};

/**
 * Who the checkout names, by product: every passenger with a date of birth (flights, cruises), the
 * lead guest (hotels, stays), the driver with the age band the car was priced for (cars).
 */
export function checkTravellers(offer: OfferRow, travellers: Traveller[], today: string): void {
  const need = offer.travellers;
  if (travellers.length !== need.count) {
    const what =
      need.kind === 'passengers'
        ? `all ${need.count} passengers`
        : need.kind === 'driver'
          ? 'the driver'
          : 'the lead guest';
    throw invalid('travellers', `Please name ${what}.`);
  }
  travellers.forEach((t, i) => {
    if (need.dateOfBirth) {
      if (!t.dateOfBirth) throw birthDateMissing(`travellers.${i}.dateOfBirth`);
      if (t.dateOfBirth >= today) throw invalid(`travellers.${i}.dateOfBirth`, 'Please enter a valid date of birth.');
    }
    if (need.kind === 'driver' && t.ageBand !== (offer.product as { driverAge?: string }).driverAge) {
      throw invalid(`travellers.${i}.ageBand`, "The driver's age band must match the one the car was priced for.");
    }
  });
}
