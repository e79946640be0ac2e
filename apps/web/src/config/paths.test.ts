import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import { paths, routePatterns } from './paths.ts';

const pathOf = (href: string) => new URL(href, 'https://escazo.test').pathname;

describe('route patterns', () => {
  it('match what the path builders of the same name write, with the value as the parameter', () => {
    const cases: [string, string, Record<string, string>][] = [
      [routePatterns.downloadFor, paths.downloadFor('ios'), { platform: 'ios' }],
      [routePatterns.helpTopic, paths.helpTopic('payments'), { topic: 'payments' }],
      [routePatterns.flightOffer, paths.flightOffer('FO 1', 'cabin=economy'), { id: 'FO 1' }],
      [routePatterns.blog, paths.blog('São Paulo'), { destination: 'São Paulo' }],
      [routePatterns.sharedItinerary, paths.sharedItinerary('t/1'), { token: 't/1' }],
      [routePatterns.booking, paths.booking('b1'), { id: 'b1' }],
      [routePatterns.ride, paths.ride('r1'), { id: 'r1' }],
      [routePatterns.checkout, paths.checkout('o1'), { offerId: 'o1' }],
    ];
    for (const [pattern, href, params] of cases) {
      const matched = matchPath(pattern, pathOf(href))?.params ?? {};
      const values = Object.entries(matched).map(([name, value]) => [name, decodeURIComponent(value ?? '')]);
      expect(Object.fromEntries(values)).toEqual(params);
    }
  });

  it('leave the plain paths to their own routes', () => {
    expect(matchPath(routePatterns.booking, paths.bookings)).toBeNull();
    expect(matchPath(routePatterns.ride, paths.rides)).toBeNull();
    expect(matchPath(routePatterns.notFound, '/no-such-page')).not.toBeNull();
  });
});
