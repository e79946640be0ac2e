import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteBoundary } from '@web/components/errors/route-error.tsx';
import { RequireAuth } from '@web/components/layouts/require-auth.tsx';
import { lazyPage, type LazyPage } from './lazy-page.ts';
import { RouteTitle, type TitleKey } from './use-document-title.ts';
import { paths, routePatterns } from '@web/config/paths.ts';

/**
 * What a page route carries: the loader of its code, to run before hydrating, and its tab title
 * (a key of the common catalogue's `titles`, so it is there before the page's own texts load).
 */
export type PageHandle = { preload: LazyPage['preload']; title: TitleKey };

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
        lazyPage(() => import('./routes/home/home.tsx'), ['home']),
      ),
      page(
        paths.menu,
        'menu',
        lazyPage(() => import('./routes/marketing/menu.tsx'), ['marketing']),
      ),
      page(
        paths.whyChoose,
        'whyChoose',
        lazyPage(() => import('./routes/marketing/why-choose.tsx'), ['marketing']),
      ),
      page(
        paths.joinToday,
        'joinToday',
        lazyPage(() => import('./routes/marketing/join-today.tsx'), ['marketing']),
      ),
      page(
        paths.download,
        'download',
        lazyPage(() => import('./routes/marketing/download.tsx'), ['marketing']),
      ),
      page(
        routePatterns.downloadFor,
        'downloadFor',
        lazyPage(() => import('./routes/marketing/download.tsx'), ['marketing']),
      ),
      page(
        paths.help,
        'help',
        lazyPage(() => import('./routes/support/help.tsx'), ['support']),
      ),
      page(
        paths.helpCenter,
        'help',
        lazyPage(() => import('./routes/support/help.tsx'), ['support']),
      ),
      page(
        routePatterns.helpTopic,
        'helpTopic',
        lazyPage(() => import('./routes/support/help-topic.tsx'), ['support']),
      ),
      page(
        paths.faqs,
        'faqs',
        lazyPage(() => import('./routes/support/faqs.tsx'), ['support', 'faqs']),
      ),
      page(
        paths.terms,
        'terms',
        lazyPage(() => import('./routes/legal/terms.tsx'), ['legal']),
      ),
      page(
        paths.privacy,
        'privacy',
        lazyPage(() => import('./routes/legal/privacy.tsx'), ['legal']),
      ),
      page(
        paths.cookiePolicy,
        'cookiePolicy',
        lazyPage(() => import('./routes/legal/cookie-policy.tsx'), ['legal']),
      ),
      page(
        paths.cookies,
        'cookiePolicy',
        lazyPage(() => import('./routes/legal/cookie-policy.tsx'), ['legal']),
      ),
      page(
        paths.attributions,
        'attributions',
        lazyPage(() => import('./routes/legal/attributions.tsx'), ['legal']),
      ),
      page(
        paths.contact,
        'contact',
        lazyPage(() => import('./routes/contact/contact.tsx'), ['contact']),
      ),
      page(
        paths.drivers,
        'drivers',
        lazyPage(() => import('./routes/drivers/drivers.tsx'), ['drivers']),
      ),
      page(
        paths.application,
        'application',
        lazyPage(() => import('./routes/drivers/application.tsx'), ['drivers']),
      ),
      // Search & Book, Search Travel Options, flights and a flight offer.
      page(
        paths.search,
        'search',
        lazyPage(() => import('./routes/search/search.tsx'), ['search']),
      ),
      page(
        paths.searchResults,
        'searchResults',
        lazyPage(
          () => import('./routes/search/search-results.tsx'),
          ['search', 'flights', 'hotels', 'cars', 'cruises'],
        ),
      ),
      page(
        paths.flights,
        'flights',
        lazyPage(() => import('./routes/search/flights.tsx'), ['search', 'flights']),
      ),
      page(
        routePatterns.flightOffer,
        'flightOffer',
        lazyPage(() => import('./routes/search/flight-offer.tsx'), ['search', 'flights', 'checkout']),
      ),
      // Hotels, short stays, cars, cruises and explore.
      { path: paths.stays, element: <StaysRedirect /> },
      page(
        paths.shortStays,
        'shortStays',
        lazyPage(() => import('./routes/stays/short-stays.tsx'), ['stays', 'search']),
      ),
      page(
        routePatterns.stay,
        'stay',
        lazyPage(() => import('./routes/stays/stay-detail.tsx'), ['stays', 'search', 'checkout']),
      ),
      page(
        paths.hotels,
        'hotels',
        lazyPage(() => import('./routes/hotels/hotels.tsx'), ['hotels', 'search']),
      ),
      page(
        routePatterns.hotel,
        'hotel',
        lazyPage(() => import('./routes/hotels/hotel-detail.tsx'), ['hotels', 'search', 'checkout']),
      ),
      page(
        paths.cars,
        'cars',
        lazyPage(() => import('./routes/cars/cars.tsx'), ['cars', 'search']),
      ),
      page(
        routePatterns.carLocation,
        'carLocation',
        lazyPage(() => import('./routes/cars/car-offer.tsx'), ['cars', 'search', 'checkout']),
      ),
      page(
        paths.cruises,
        'cruises',
        lazyPage(() => import('./routes/cruises/cruises.tsx'), ['cruises', 'search']),
      ),
      page(
        routePatterns.sailing,
        'sailing',
        lazyPage(() => import('./routes/cruises/sailing.tsx'), ['cruises', 'search', 'checkout']),
      ),
      page(
        paths.explore,
        'explore',
        lazyPage(() => import('./routes/explore/explore.tsx'), ['explore']),
      ),
      // Deals, and the newsletter e-mails' confirm and unsubscribe links.
      page(
        paths.deals,
        'deals',
        lazyPage(() => import('./routes/deals/deals.tsx'), ['deals']),
      ),
      page(
        paths.newsletterConfirm,
        'newsletterConfirm',
        lazyPage(() => import('./routes/deals/newsletter-confirm.tsx'), ['deals']),
      ),
      page(
        paths.newsletterUnsubscribe,
        'newsletterUnsubscribe',
        lazyPage(() => import('./routes/deals/newsletter-unsubscribe.tsx'), ['deals']),
      ),
      // Book an EV ride; /rideshare is the documented alias of the same page.
      // The trip planner: the 4-step planner, quick start, marketing page, destination guides and
      // the read-only shared itinerary. /itinerary itself needs an account (below).
      page(
        paths.planTrip,
        'planTrip',
        lazyPage(() => import('./routes/planner/plan-trip.tsx'), ['planner', 'search']),
      ),
      page(
        paths.aiStartPlanning,
        'aiStartPlanning',
        lazyPage(() => import('./routes/planner/ai-start-planning.tsx'), ['planner']),
      ),
      page(
        paths.smartPlanning,
        'smartPlanning',
        lazyPage(() => import('./routes/planner/smart-planning.tsx'), ['planner']),
      ),
      page(
        paths.budgetAi,
        'budgetAi',
        lazyPage(() => import('./routes/budget/budget-ai.tsx'), ['budget', 'search']),
      ),
      page(
        routePatterns.blog,
        'blog',
        lazyPage(() => import('./routes/planner/destination-guide.tsx'), ['planner']),
      ),
      page(
        paths.recommendations,
        'recommendations',
        lazyPage(() => import('./routes/recommendations/recommendations.tsx'), ['recommendations']),
      ),
      page(
        routePatterns.sharedItinerary,
        'sharedItinerary',
        lazyPage(() => import('./routes/itinerary/shared-itinerary.tsx'), ['itinerary']),
      ),
      page(
        paths.rides,
        'rides',
        lazyPage(() => import('./routes/rides/rides.tsx'), ['rides']),
      ),
      page(
        paths.rideshare,
        'rides',
        lazyPage(() => import('./routes/rides/rides.tsx'), ['rides']),
      ),
      page(
        paths.login,
        'login',
        lazyPage(() => import('./routes/auth/login.tsx'), ['auth', 'two-factor']),
      ),
      page(
        paths.signup,
        'signup',
        lazyPage(() => import('./routes/auth/signup.tsx'), ['auth']),
      ),
      page(
        paths.signupConfirm,
        'signupConfirm',
        lazyPage(() => import('./routes/auth/signup-confirm.tsx'), ['auth']),
      ),
      page(
        paths.forgotPassword,
        'forgotPassword',
        lazyPage(() => import('./routes/auth/forgot-password.tsx'), ['auth']),
      ),
      page(
        paths.resetPassword,
        'resetPassword',
        lazyPage(() => import('./routes/auth/reset-password.tsx'), ['auth', 'two-factor']),
      ),
      // The admin panel decides access itself: signed out goes home, without rights 'Access Denied'.
      page(
        paths.admin,
        'admin',
        lazyPage(() => import('./routes/admin/admin.tsx'), ['admin']),
      ),
      // Signed-in pages: a signed-out visitor goes to /login?redirect=<path> (RequireAuth).
      {
        element: <RequireAuth />,
        children: [
          page(
            paths.onboarding,
            'onboarding',
            lazyPage(() => import('./routes/onboarding/onboarding.tsx'), ['onboarding']),
          ),
          page(
            paths.dashboard,
            'dashboard',
            lazyPage(() => import('./routes/dashboard/dashboard.tsx'), ['dashboard', 'account']),
          ),
          page(
            paths.profile,
            'profile',
            lazyPage(() => import('./routes/account/profile-settings.tsx'), ['account', 'two-factor']),
          ),
          page(
            paths.myProfile,
            'myProfile',
            lazyPage(() => import('./routes/account/my-profile.tsx'), ['account', 'trips']),
          ),
          page(
            paths.myBookings,
            'myBookings',
            lazyPage(() => import('./routes/bookings/my-bookings.tsx'), ['my-bookings', 'checkout']),
          ),
          page(
            paths.bookings,
            'myBookings',
            lazyPage(() => import('./routes/bookings/my-bookings.tsx'), ['my-bookings', 'checkout']),
          ),
          page(
            routePatterns.booking,
            'booking',
            lazyPage(() => import('./routes/bookings/booking.tsx'), ['my-bookings', 'checkout']),
          ),
          page(
            paths.itinerary,
            'itinerary',
            lazyPage(() => import('./routes/itinerary/itinerary.tsx'), ['itinerary', 'trips']),
          ),
          page(
            paths.trips,
            'trips',
            lazyPage(() => import('./routes/trips/trips.tsx'), ['trips']),
          ),
          page(
            paths.myTrips,
            'trips',
            lazyPage(() => import('./routes/trips/trips.tsx'), ['trips']),
          ),
          page(
            paths.notifications,
            'notifications',
            lazyPage(() => import('./routes/notifications/notifications.tsx'), ['notifications']),
          ),
          page(
            routePatterns.ride,
            'ride',
            lazyPage(() => import('./routes/rides/ride.tsx'), ['rides']),
          ),
          page(
            routePatterns.checkout,
            'checkout',
            lazyPage(() => import('./routes/bookings/checkout.tsx'), ['checkout', 'search']),
          ),
          page(
            paths.driverConsole,
            'driverConsole',
            lazyPage(() => import('./routes/driver/driver-console.tsx'), ['driver-console']),
          ),
        ],
      },
      page(
        routePatterns.notFound,
        'notFound',
        lazyPage(() => import('./routes/not-found.tsx')),
      ),
    ],
  },
];

/** The routes for the current location (inside a BrowserRouter, or a StaticRouter when prerendering). */
export function AppRoutes() {
  return useRoutes(routes);
}
