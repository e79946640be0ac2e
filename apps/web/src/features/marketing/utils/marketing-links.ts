import { paths } from '@web/config/paths.ts';

/** The menu's services; it keeps the documented /stays (it redirects to /short-stays). */
export const serviceLinks = {
  flights: paths.flights,
  hotels: paths.hotels,
  stays: paths.stays,
  cars: paths.cars,
  rideshare: paths.rideshare,
} as const;

/** The store listings the download buttons open. */
export const storeLinks = {
  appStore: 'https://apps.apple.com/us/search?term=Escazo',
  googlePlay: 'https://play.google.com/store/search?q=Escazo&c=apps',
} as const;
