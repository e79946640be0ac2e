import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteBoundary } from '@web/components/errors/route-error.tsx';
import { RequireAuth } from '@web/components/layouts/require-auth.tsx';
import { lazyPage, type LazyPage } from './lazy-page.ts';
import { paths, routePatterns } from '@web/config/paths.ts';
import type { PageModuleName } from './page-modules.ts';

/** What a page route carries for the app's start: the loader of its code, to run before hydrating. */
export type PageHandle = { preload: LazyPage['preload'] };

/**
 * Every page but the home page loads through the page-module table, a chunk of its own: the table
 * of their imports (and the list of chunks each one preloads) is not part of the first load.
 */
export const preloadPageModules = () => import('./page-modules.ts');
const pageModule = (name: PageModuleName) => () => preloadPageModules().then(({ pageModules }) => pageModules[name]());

/** Each page route gets its own error boundary, so one broken page never takes the shell down. */
const page = (path: string, { Page, preload }: LazyPage): RouteObject => ({
  path,
  element: (
    <RouteBoundary>
      <Page />
    </RouteBoundary>
  ),
  handle: { preload } satisfies PageHandle,
});

/** /stays (the home services grid's link) goes to /short-stays with its query string. */
function StaysRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${paths.shortStays}${search}`} replace />;
}

export const routes: RouteObject[] = [
  {
    element: (
      <RouteBoundary>
        <RootLayout />
      </RouteBoundary>
    ),
    children: [
      page(
        paths.home,
        lazyPage(() => import('./routes/home/home.tsx'), ['home'], { light: true }),
      ),
      page(paths.menu, lazyPage(pageModule('marketing/menu'), ['marketing'])),
      page(paths.whyChoose, lazyPage(pageModule('marketing/why-choose'), ['marketing'])),
      page(paths.joinToday, lazyPage(pageModule('marketing/join-today'), ['marketing'])),
      page(paths.download, lazyPage(pageModule('marketing/download'), ['marketing'])),
      page(routePatterns.downloadFor, lazyPage(pageModule('marketing/download'), ['marketing'])),
      page(paths.help, lazyPage(pageModule('support/help'), ['support'])),
      page(paths.helpCenter, lazyPage(pageModule('support/help'), ['support'])),
      page(routePatterns.helpTopic, lazyPage(pageModule('support/help-topic'), ['support'])),
      page(paths.faqs, lazyPage(pageModule('support/faqs'), ['support', 'faqs'])),
      page(paths.terms, lazyPage(pageModule('legal/terms'), ['legal'])),
      page(paths.privacy, lazyPage(pageModule('legal/privacy'), ['legal'])),
      page(paths.cookiePolicy, lazyPage(pageModule('legal/cookie-policy'), ['legal'])),
      page(paths.cookies, lazyPage(pageModule('legal/cookie-policy'), ['legal'])),
      page(paths.attributions, lazyPage(pageModule('legal/attributions'), ['legal'])),
      page(paths.contact, lazyPage(pageModule('contact/contact'), ['contact'])),
      page(paths.drivers, lazyPage(pageModule('drivers/drivers'), ['drivers'])),
      page(paths.application, lazyPage(pageModule('drivers/application'), ['drivers'])),
      // Search & Book, Search Travel Options, flights and a flight offer.
      page(paths.search, lazyPage(pageModule('search/search'), ['search'])),
      page(
        paths.searchResults,
        lazyPage(pageModule('search/search-results'), ['search', 'flights', 'hotels', 'cars', 'cruises']),
      ),
      page(paths.flights, lazyPage(pageModule('search/flights'), ['search', 'flights'])),
      page(routePatterns.flightOffer, lazyPage(pageModule('search/flight-offer'), ['search', 'flights', 'checkout'])),
      // Hotels, short stays, cars, cruises and explore.
      { path: paths.stays, element: <StaysRedirect /> },
      page(paths.shortStays, lazyPage(pageModule('stays/short-stays'), ['stays', 'search'])),
      page(routePatterns.stay, lazyPage(pageModule('stays/stay-detail'), ['stays', 'search', 'checkout'])),
      page(paths.hotels, lazyPage(pageModule('hotels/hotels'), ['hotels', 'search'])),
      page(routePatterns.hotel, lazyPage(pageModule('hotels/hotel-detail'), ['hotels', 'search', 'checkout'])),
      page(paths.cars, lazyPage(pageModule('cars/cars'), ['cars', 'search'])),
      page(routePatterns.carLocation, lazyPage(pageModule('cars/car-offer'), ['cars', 'search', 'checkout'])),
      page(paths.cruises, lazyPage(pageModule('cruises/cruises'), ['cruises', 'search'])),
      page(routePatterns.sailing, lazyPage(pageModule('cruises/sailing'), ['cruises', 'search', 'checkout'])),
      page(paths.explore, lazyPage(pageModule('explore/explore'), ['explore'])),
      // Deals, and the newsletter e-mails' confirm and unsubscribe links.
      page(paths.deals, lazyPage(pageModule('deals/deals'), ['deals'])),
      page(paths.newsletterConfirm, lazyPage(pageModule('deals/newsletter-confirm'), ['deals'])),
      page(paths.newsletterUnsubscribe, lazyPage(pageModule('deals/newsletter-unsubscribe'), ['deals'])),
      // Book an EV ride; /rideshare is the documented alias of the same page.
      // The trip planner: the 4-step planner, quick start, marketing page, destination guides and
      // the read-only shared itinerary. /itinerary itself needs an account (below).
      page(paths.planTrip, lazyPage(pageModule('planner/plan-trip'), ['planner', 'search'])),
      page(paths.aiStartPlanning, lazyPage(pageModule('planner/ai-start-planning'), ['planner'])),
      page(paths.smartPlanning, lazyPage(pageModule('planner/smart-planning'), ['planner'])),
      page(paths.budgetAi, lazyPage(pageModule('budget/budget-ai'), ['budget', 'search'])),
      page(routePatterns.blog, lazyPage(pageModule('planner/destination-guide'), ['planner'])),
      page(paths.recommendations, lazyPage(pageModule('recommendations/recommendations'), ['recommendations'])),
      page(routePatterns.sharedItinerary, lazyPage(pageModule('itinerary/shared-itinerary'), ['itinerary'])),
      page(paths.rides, lazyPage(pageModule('rides/rides'), ['rides'])),
      page(paths.rideshare, lazyPage(pageModule('rides/rides'), ['rides'])),
      page(paths.login, lazyPage(pageModule('auth/login'), ['auth', 'two-factor'])),
      page(paths.signup, lazyPage(pageModule('auth/signup'), ['auth'])),
      page(paths.signupConfirm, lazyPage(pageModule('auth/signup-confirm'), ['auth'])),
      page(paths.forgotPassword, lazyPage(pageModule('auth/forgot-password'), ['auth'])),
      page(paths.resetPassword, lazyPage(pageModule('auth/reset-password'), ['auth', 'two-factor'])),
      // The admin panel decides access itself: signed out goes home, without rights 'Access Denied'.
      page(paths.admin, lazyPage(pageModule('admin/admin'), ['admin'])),
      // Signed-in pages: a signed-out visitor goes to /login?redirect=<path> (RequireAuth).
      {
        element: <RequireAuth />,
        children: [
          page(paths.onboarding, lazyPage(pageModule('onboarding/onboarding'), ['onboarding'])),
          page(paths.dashboard, lazyPage(pageModule('dashboard/dashboard'), ['dashboard', 'account'])),
          page(paths.profile, lazyPage(pageModule('account/profile-settings'), ['account', 'two-factor'])),
          page(paths.myProfile, lazyPage(pageModule('account/my-profile'), ['account', 'trips'])),
          page(paths.myBookings, lazyPage(pageModule('bookings/my-bookings'), ['my-bookings'])),
          page(paths.bookings, lazyPage(pageModule('bookings/my-bookings'), ['my-bookings'])),
          page(routePatterns.booking, lazyPage(pageModule('bookings/booking'), ['my-bookings'])),
          page(paths.itinerary, lazyPage(pageModule('itinerary/itinerary'), ['itinerary', 'trips'])),
          page(paths.trips, lazyPage(pageModule('trips/trips'), ['trips'])),
          page(paths.myTrips, lazyPage(pageModule('trips/trips'), ['trips'])),
          page(paths.notifications, lazyPage(pageModule('notifications/notifications'), ['notifications'])),
          page(routePatterns.ride, lazyPage(pageModule('rides/ride'), ['rides'])),
          page(routePatterns.checkout, lazyPage(pageModule('bookings/checkout'), ['checkout', 'search'])),
          page(paths.driverConsole, lazyPage(pageModule('driver/driver-console'), ['driver-console'])),
        ],
      },
      page(routePatterns.notFound, lazyPage(pageModule('not-found'))),
    ],
  },
];

/** The routes for the current location (inside a BrowserRouter, or a StaticRouter when prerendering). */
export function AppRoutes() {
  return useRoutes(routes);
}
