import { randomUUID } from 'node:crypto';
import type { RideBookingRequest } from '@escazo/contracts/rides';
import type { RideStatus, RideType } from '@escazo/contracts/ride-options';
import type { RideOptionQuote } from '@escazo/rides';
import type { Db } from '@server/db/client.ts';
import { rides } from './schema.ts';
import { AppError } from '@server/lib/app-error.ts';
import { insertBookingGraph, recordPendingCharge } from '../bookings/public.ts';
import { paymentSource } from '../payment-methods/public.ts';
import { declined, markAuthorized, settleUnbookedCharge, type PaymentRow } from '../payments/public.ts';
import { assignDriver, driverColumns, type Candidate } from './assignment.ts';
import type { RideDeps } from './deps.ts';
import { notifyRideEvent } from './events/notify.ts';
import { passengerOf, type Passenger } from './passenger.ts';
import { driverCard } from './presenter.ts';
import { RIDE_ID_ATTEMPTS, newRideId } from './ride-id.ts';
import { notifyRideBooked } from './ride-notices.ts';
import type { RideDriverRow, RideRow } from './repository.ts';
import { quoteTrip, resolveTrip, type Trip } from './trip.ts';

export const optionUnavailable = () =>
  new AppError(409, 'RIDE_OPTION_UNAVAILABLE', 'Selected ride option not available');

/** The pick-up day in the city's own zone ('YYYY-MM-DD'): the booking's dates. */
const localDay = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

type Booked = { ride: RideRow; driver: RideDriverRow };

type RideToWrite = {
  trip: Trip;
  option: RideOptionQuote;
  distanceKm: number;
  passenger: Passenger;
  userId: string;
  bookingId: string;
  passengers: number;
  charge: PaymentRow;
  now: Date;
};

/**
 * Writes the booking (type 'ride', confirmation code = the ride id) and the ride for one candidate
 * driver. Runs inside the assignment's savepoint: the exclusion constraint refusing the ride rolls
 * both back. A ride id already taken (as a confirmation code) writes nothing: another id is tried.
 */
async function writeRide(tx: Db, c: RideToWrite, candidate: Candidate): Promise<Booked> {
  const { trip, option, passenger, now } = c;
  const pickup = { placeId: trip.pickup.id, name: trip.pickup.name, lat: trip.pickup.lat, lon: trip.pickup.lon };
  const destination = {
    placeId: trip.destination.id,
    name: trip.destination.name,
    lat: trip.destination.lat,
    lon: trip.destination.lon,
  };
  const day = localDay(trip.pickupAt, trip.city.timeZone);
  for (let attempt = 1; attempt <= RIDE_ID_ATTEMPTS; attempt++) {
    const id = newRideId();
    const booking = await insertBookingGraph(
      tx,
      {
        id: c.bookingId,
        userId: c.userId,
        offerId: id,
        confirmationCode: id,
        type: 'ride',
        status: 'confirmed',
        title: `${option.name} ride to ${trip.destination.name}`,
        destination: trip.city.name,
        startDate: day,
        endDate: day,
        startsAt: trip.pickupAt,
        product: {
          type: 'ride',
          rideId: id,
          cityId: trip.city.id,
          // The pickup city's clock, which every time of the ride is read on.
          clock: { timeZone: trip.city.timeZone, city: trip.city.name },
          rideType: option.type,
          pickup,
          destination,
          passengers: c.passengers,
          scheduled: trip.scheduled,
          driver: driverCard(candidate.driver),
        },
        baseAmount: option.fare.fare,
        taxesAmount: option.fare.fees,
        totalAmount: option.fare.total,
        currency: option.fare.currency,
        policyKind: 'ride-free-until-5-minutes',
        contactEmail: passenger.email,
        contactPhone: passenger.phone,
        holdExpiresAt: null,
        createdAt: now,
        updatedAt: now,
      },
      [],
      [{ position: 0, firstName: passenger.firstName, lastName: passenger.lastName, dateOfBirth: null, ageBand: null }],
      [
        { kind: 'created', status: 'confirmed', amount: null, createdAt: now },
        { kind: 'confirmed', status: 'confirmed', amount: option.fare.total, createdAt: now },
      ],
    );
    if (!booking) continue;
    const [ride] = await tx
      .insert(rides)
      .values({
        id,
        bookingId: c.bookingId,
        userId: c.userId,
        cityId: trip.city.id,
        rideType: option.type,
        pickup,
        destination,
        passengers: c.passengers,
        scheduled: trip.scheduled,
        pickupAt: trip.pickupAt,
        tripMinutes: option.estimatedTime,
        distanceM: Math.round(c.distanceKm * 1000),
        ...driverColumns(candidate, now),
        fare: option.fare.fare,
        fees: option.fare.fees,
        total: option.fare.total,
        currency: option.fare.currency,
        paymentId: c.charge.id,
        passengerName: passenger.name,
        passengerEmail: passenger.email,
        passengerPhone: passenger.phone,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { ride: ride!, driver: candidate.driver };
  }
  throw new Error(`No free ride id in ${RIDE_ID_ATTEMPTS} attempts`);
}

/**
 * Books a ride, in this order: resolve the city, places and time (4xx); quote it from the free
 * drivers (the chosen option unavailable: 409, nothing taken); the payment source (a declined new
 * card: 402); the charge row 'pending' (committed, with its reconcile job); the processor's
 * authorisation of the total. Then ONE transaction assigns the nearest free driver (guarded by the
 * database, see assignDriver), writes the booking and the ride, marks the charge 'authorized' and
 * announces the status. Nobody free (or any failure) voids the authorisation. After the commit the
 * traveller gets the 'Ride booked' notification.
 */
export async function bookRide(deps: RideDeps, userId: string, body: RideBookingRequest, now: Date): Promise<Booked> {
  const { db, processor } = deps;
  const trip = resolveTrip(
    deps.rides.catalogue,
    { city: body.city, pickup: body.pickup, destination: body.destination, when: body.scheduledTime },
    now,
  );
  await deps.rides.ensureFleet(trip.city);
  const quote = await quoteTrip(db, trip, body.passengers, deps.rides.timeScale);
  const option = quote.options.find((o) => o.type === body.rideOptionId);
  if (!option || option.availability === 'unavailable') throw optionUnavailable();
  const passenger = await passengerOf(db, userId);
  const source = await paymentSource(db, processor, userId, body.payment);

  const bookingId = randomUUID();
  const total = option.fare.total;
  const charge = await recordPendingCharge(db, processor, {
    bookingId,
    userId,
    amount: total,
    currency: option.fare.currency,
    idempotencyKey: `ride:${bookingId}:charge`,
    source,
    now,
  });
  let booked: Booked;
  try {
    const auth = await processor.authorize(
      {
        amount: total,
        currency: charge.currency,
        token: source.token,
        idempotencyKey: charge.idempotencyKey,
        description: `Escazo ride: ${option.name} to ${trip.destination.name}`,
      },
      { db },
    );
    if (!auth.ok) throw declined(auth.reason);
    booked = await db.transaction(async (tx) => {
      const ride = {
        cityId: trip.city.id,
        rideType: option.type as RideType,
        pickup: trip.pickup,
        pickupAt: trip.pickupAt,
        tripMinutes: option.estimatedTime,
        timeZone: trip.city.timeZone,
      };
      const toWrite: RideToWrite = {
        trip,
        option,
        distanceKm: quote.route.distanceKm,
        passenger,
        userId,
        bookingId,
        passengers: body.passengers,
        charge,
        now,
      };
      const assigned = await assignDriver(
        tx,
        { ride, excludeDriverIds: [], now, timeScale: deps.rides.timeScale },
        (sp, candidate) => writeRide(sp, toWrite, candidate),
      );
      if (!assigned) throw optionUnavailable();
      await markAuthorized(tx, charge.id, auth.paymentId, now);
      await notifyRideEvent(tx, {
        rideId: assigned.result.ride.id,
        status: assigned.result.ride.status as RideStatus,
        at: now,
      });
      return assigned.result;
    });
  } catch (error) {
    // Whatever the processor holds under the charge's key is given back (an authorisation voided).
    await settleUnbookedCharge(db, processor, charge, now);
    throw error;
  }
  await notifyRideBooked(deps, booked, now);
  return booked;
}
