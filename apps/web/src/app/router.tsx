import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteBoundary } from '@web/components/errors/route-error.tsx';
import { RequireAuth } from '@web/components/layouts/require-auth.tsx';
import { lazyPage, type LazyPage } from './lazy-page.ts';
import { RouteTitle, type TitleKey } from './use-document-title.ts';
import { paths, routePatterns } from '@web/config/paths.ts';
import type { PageModuleName } from './page-modules.ts';

/**
 * What a page route carries: the loader of its code, to run before hydrating, and its tab title
 * (a key of the common catalogue's `titles`, so it is there before the page's own texts load).
 */
export type PageHandle = { preload: LazyPage['preload']; title: TitleKey };

/**
 * Every page but the home page loads through the page-module table, a chunk of its own: the table
 * of their imports (and the list of chunks each one preloads) is not part of the first load.
 */
export const preloadPageModules = () => import('./page-modules.ts');
const pageModule = (name: PageModuleName) => () => preloadPageModules().then(({ pageModules }) => pageModules[name]());

/**
 * Every page declares its title here, and gets its own error boundary, so one broken page never
 * takes the shell down.
 */
const page = (path: string, title: TitleKey, { Page, preload }: LazyPage): RouteObject => ({
  path,
  element: (
    <RouteBoundary>
      <RouteTitle titleKey={title} />
      <Page />
    </RouteBoundary>
  ),
  handle: { preload, title } satisfies PageHandle,
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
        'home',
        lazyPage(() => import('./routes/home/home.tsx'), ['home'], { light: true }),
      ),
      page(paths.menu, 'menu', lazyPage(pageModule('marketing/menu'), ['marketing'])),
      page(paths.whyChoose, 'whyChoose', lazyPage(pageModule('marketing/why-choose'), ['marketing'])),
      page(paths.joinToday, 'joinToday', lazyPage(pageModule('marketing/join-today'), ['marketing'])),
      page(paths.download, 'download', lazyPage(pageModule('marketing/download'), ['marketing'])),
      page(routePatterns.downloadFor, 'downloadFor', lazyPage(pageModule('marketing/download'), ['marketing'])),
      page(paths.help, 'help', lazyPage(pageModule('support/help'), ['support'])),
      page(paths.helpCenter, 'help', lazyPage(pageModule('support/help'), ['support'])),
      page(routePatterns.helpTopic, 'helpTopic', lazyPage(pageModule('support/help-topic'), ['support'])),
      page(paths.faqs, 'faqs', lazyPage(pageModule('support/faqs'), ['support', 'faqs'])),
      page(paths.terms, 'terms', lazyPage(pageModule('legal/terms'), ['legal'])),
      page(paths.privacy, 'privacy', lazyPage(pageModule('legal/privacy'), ['legal'])),
      page(paths.cookiePolicy, 'cookiePolicy', lazyPage(pageModule('legal/cookie-policy'), ['legal'])),
      page(paths.cookies, 'cookiePolicy', lazyPage(pageModule('legal/cookie-policy'), ['legal'])),
      page(paths.attributions, 'attributions', lazyPage(pageModule('legal/attributions'), ['legal'])),
      page(paths.contact, 'contact', lazyPage(pageModule('contact/contact'), ['contact'])),
      page(paths.drivers, 'drivers', lazyPage(pageModule('drivers/drivers'), ['drivers'])),
      page(paths.application, 'application', lazyPage(pageModule('drivers/application'), ['drivers'])),
      // Search & Book, Search Travel Options, flights and a flight offer.
      page(paths.search, 'search', lazyPage(pageModule('search/search'), ['search'])),
      page(
        paths.searchResults,
        'searchResults',
        lazyPage(pageModule('search/search-results'), ['search', 'flights', 'hotels', 'cars', 'cruises']),
      ),
      page(paths.flights, 'flights', lazyPage(pageModule('search/flights'), ['search', 'flights'])),
      page(
        routePatterns.flightOffer,
        'flightOffer',
        lazyPage(pageModule('search/flight-offer'), ['search', 'flights', 'checkout']),
      ),
      // Hotels, short stays, cars, cruises and explore.
      { path: paths.stays, element: <StaysRedirect /> },
      page(paths.shortStays, 'shortStays', lazyPage(pageModule('stays/short-stays'), ['stays', 'search'])),
      page(routePatterns.stay, 'stay', lazyPage(pageModule('stays/stay-detail'), ['stays', 'search', 'checkout'])),
      page(paths.hotels, 'hotels', lazyPage(pageModule('hotels/hotels'), ['hotels', 'search'])),
      page(routePatterns.hotel, 'hotel', lazyPage(pageModule('hotels/hotel-detail'), ['hotels', 'search', 'checkout'])),
      page(paths.cars, 'cars', lazyPage(pageModule('cars/cars'), ['cars', 'search'])),
      page(
        routePatterns.carLocation,
        'carLocation',
        lazyPage(pageModule('cars/car-offer'), ['cars', 'search', 'checkout']),
      ),
      page(paths.cruises, 'cruises', lazyPage(pageModule('cruises/cruises'), ['cruises', 'search'])),
      page(
        routePatterns.sailing,
        'sailing',
        lazyPage(pageModule('cruises/sailing'), ['cruises', 'search', 'checkout']),
      ),
      page(paths.explore, 'explore', lazyPage(pageModule('explore/explore'), ['explore'])),
      // Deals, and the newsletter e-mails' confirm and unsubscribe links.
      page(paths.deals, 'deals', lazyPage(pageModule('deals/deals'), ['deals'])),
      page(paths.newsletterConfirm, 'newsletterConfirm', lazyPage(pageModule('deals/newsletter-confirm'), ['deals'])),
      page(
        paths.newsletterUnsubscribe,
        'newsletterUnsubscribe',
        lazyPage(pageModule('deals/newsletter-unsubscribe'), ['deals']),
      ),
      // Book an EV ride; /rideshare is the documented alias of the same page.
      // The trip planner: the 4-step planner, quick start, marketing page, destination guides and
      // the read-only shared itinerary. /itinerary itself needs an account (below).
      page(paths.planTrip, 'planTrip', lazyPage(pageModule('planner/plan-trip'), ['planner', 'search'])),
      page(paths.aiStartPlanning, 'aiStartPlanning', lazyPage(pageModule('planner/ai-start-planning'), ['planner'])),
      page(paths.smartPlanning, 'smartPlanning', lazyPage(pageModule('planner/smart-planning'), ['planner'])),
      page(paths.budgetAi, 'budgetAi', lazyPage(pageModule('budget/budget-ai'), ['budget', 'search'])),
      page(routePatterns.blog, 'blog', lazyPage(pageModule('planner/destination-guide'), ['planner'])),
      page(
        paths.recommendations,
        'recommendations',
        lazyPage(pageModule('recommendations/recommendations'), ['recommendations']),
      ),
      page(
        routePatterns.sharedItinerary,
        'sharedItinerary',
        lazyPage(pageModule('itinerary/shared-itinerary'), ['itinerary']),
      ),
      page(paths.rides, 'rides', lazyPage(pageModule('rides/rides'), ['rides'])),
      page(paths.rideshare, 'rides', lazyPage(pageModule('rides/rides'), ['rides'])),
      page(paths.login, 'login', lazyPage(pageModule('auth/login'), ['auth', 'two-factor'])),
      page(paths.signup, 'signup', lazyPage(pageModule('auth/signup'), ['auth'])),
      page(paths.signupConfirm, 'signupConfirm', lazyPage(pageModule('auth/signup-confirm'), ['auth'])),
      page(paths.forgotPassword, 'forgotPassword', lazyPage(pageModule('auth/forgot-password'), ['auth'])),
      page(paths.resetPassword, 'resetPassword', lazyPage(pageModule('auth/reset-password'), ['auth', 'two-factor'])),
      // The admin panel decides access itself: signed out goes home, without rights 'Access Denied'.
      page(paths.admin, 'admin', lazyPage(pageModule('admin/admin'), ['admin'])),
      // Signed-in pages: a signed-out visitor goes to /login?redirect=<path> (RequireAuth).
      {
        element: <RequireAuth />,
        children: [
          page(paths.onboarding, 'onboarding', lazyPage(pageModule('onboarding/onboarding'), ['onboarding'])),
          page(paths.dashboard, 'dashboard', lazyPage(pageModule('dashboard/dashboard'), ['dashboard', 'account'])),
          page(paths.profile, 'profile', lazyPage(pageModule('account/profile-settings'), ['account', 'two-factor'])),
          page(paths.myProfile, 'myProfile', lazyPage(pageModule('account/my-profile'), ['account', 'trips'])),
          page(paths.myBookings, 'myBookings', lazyPage(pageModule('bookings/my-bookings'), ['my-bookings'])),
          page(paths.bookings, 'myBookings', lazyPage(pageModule('bookings/my-bookings'), ['my-bookings'])),
          page(routePatterns.booking, 'booking', lazyPage(pageModule('bookings/booking'), ['my-bookings'])),
          page(paths.itinerary, 'itinerary', lazyPage(pageModule('itinerary/itinerary'), ['itinerary', 'trips'])),
          page(paths.trips, 'trips', lazyPage(pageModule('trips/trips'), ['trips'])),
          page(paths.myTrips, 'trips', lazyPage(pageModule('trips/trips'), ['trips'])),
          page(
            paths.notifications,
            'notifications',
            lazyPage(pageModule('notifications/notifications'), ['notifications']),
          ),
          page(routePatterns.ride, 'ride', lazyPage(pageModule('rides/ride'), ['rides'])),
          page(routePatterns.checkout, 'checkout', lazyPage(pageModule('bookings/checkout'), ['checkout', 'search'])),
          page(paths.driverConsole, 'driverConsole', lazyPage(pageModule('driver/driver-console'), ['driver-console'])),
        ],
      },
      page(routePatterns.notFound, 'notFound', lazyPage(pageModule('not-found'))),
    ],
  },
];

/** The routes for the current location (inside a BrowserRouter, or a StaticRouter when prerendering). */
export function AppRoutes() {
  return useRoutes(routes);
}
