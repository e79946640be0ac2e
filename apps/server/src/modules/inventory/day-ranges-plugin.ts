import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  addDays,
  birthDateRange,
  bookingWindow,
  dayOf,
  daysOutside,
  fromDayNumber,
  type DayRange,
} from '@escazo/contracts/dates';
import { validationMessages, type ValidationMessageKey } from '@escazo/contracts/messages';
import { AppError } from '@server/lib/app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Days of the request that must lie in the booking window, as 'query.<path>' or
     * 'body.<path>' ('*' for every element of an array): 'query.checkIn', 'body.pickupDate'.
     */
    bookingDays?: readonly string[];
    /** Dates of birth of the request ('body.travellers.*.dateOfBirth'): within a human life. */
    birthDays?: readonly string[];
  }
}

const field = (path: string, code: ValidationMessageKey) => ({ path, code, message: validationMessages[code] });

function issues(
  request: FastifyRequest,
  paths: readonly string[],
  range: DayRange,
  before: ValidationMessageKey,
  after: ValidationMessageKey,
) {
  const input = { query: request.query, body: request.body };
  return daysOutside(input, paths, range, { before, after }).map((issue) =>
    field(issue.path.replace(/^(query|body)\./, ''), issue.code as ValidationMessageKey),
  );
}

/**
 * The date rules that depend on today, checked after a route's schema on the routes that name
 * their days (`config.bookingDays`, `config.birthDays`): search, offers and price watches take days
 * from today (on the app clock) to the last day the inventory offers (the flight network's window,
 * a year ahead of today); a date of birth is within a human life. A day outside is a 400 with the
 * field, never priced, watched or booked.
 */
export const dayRangesPlugin = fp(
  async (app: FastifyInstance) => {
    const lastOffered = (today: string): string => {
      try {
        return fromDayNumber(app.inventory.engines.flights.validTo);
      } catch {
        // Tests without an inventory: the year ahead, as the inventory would offer it.
        return addDays(today, 364);
      }
    };
    app.addHook('preHandler', async (request) => {
      const { bookingDays, birthDays } = request.routeOptions.config;
      if (!bookingDays && !birthDays) return;
      const today = dayOf(app.clock.now());
      const fields = [
        ...(bookingDays
          ? issues(
              request,
              bookingDays,
              bookingWindow(today, lastOffered(today)),
              'dates.beforeToday',
              'dates.beyondInventory',
            )
          : []),
        ...(birthDays
          ? issues(request, birthDays, birthDateRange(today), 'dates.birthTooOld', 'dates.birthInFuture')
          : []),
      ];
      if (fields.length > 0)
        throw new AppError(
          400,
          'VALIDATION_FAILED',
          fields.length === 1 ? fields[0]!.message : 'Some dates need attention.',
          fields,
        );
    });
  },
  { name: 'day-ranges', dependencies: ['inventory'] },
);
