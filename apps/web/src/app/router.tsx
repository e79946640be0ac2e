import type { RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteError } from '../components/errors/route-error.tsx';
import { RequireAuth } from '../components/layouts/require-auth.tsx';
import { lazyPage } from './lazy-page.ts';

/** Each page route gets its own error boundary, so one broken page never takes the shell down. */
const page = (path: string, lazy: RouteObject['lazy']): RouteObject => ({
  path,
  lazy,
  errorElement: <RouteError />,
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      page(
        '/',
        lazyPage(() => import('./routes/home/home.tsx'), ['home']),
      ),
      page(
        '/menu',
        lazyPage(() => import('./routes/marketing/menu.tsx'), ['marketing']),
      ),
      page(
        '/why-choose-escazo',
        lazyPage(() => import('./routes/marketing/why-choose.tsx'), ['marketing']),
      ),
      page(
        '/join-today',
        lazyPage(() => import('./routes/marketing/join-today.tsx'), ['marketing']),
      ),
      page(
        '/download',
        lazyPage(() => import('./routes/marketing/download.tsx'), ['marketing']),
      ),
      page(
        '/download/:platform',
        lazyPage(() => import('./routes/marketing/download.tsx'), ['marketing']),
      ),
      page(
        '/help',
        lazyPage(() => import('./routes/support/help.tsx'), ['support']),
      ),
      page(
        '/help-center/:topic',
        lazyPage(() => import('./routes/support/help-topic.tsx'), ['support']),
      ),
      page(
        '/faqs',
        lazyPage(() => import('./routes/support/faqs.tsx'), ['support', 'faqs']),
      ),
      page(
        '/terms',
        lazyPage(() => import('./routes/legal/terms.tsx'), ['legal']),
      ),
      page(
        '/privacy',
        lazyPage(() => import('./routes/legal/privacy.tsx'), ['legal']),
      ),
      page(
        '/cookie-policy',
        lazyPage(() => import('./routes/legal/cookie-policy.tsx'), ['legal']),
      ),
      page(
        '/cookies',
        lazyPage(() => import('./routes/legal/cookie-policy.tsx'), ['legal']),
      ),
      page(
        '/attributions',
        lazyPage(() => import('./routes/legal/attributions.tsx'), ['legal']),
      ),
      page(
        '/contact',
        lazyPage(() => import('./routes/contact/contact.tsx'), ['contact']),
      ),
      page(
        '/drivers',
        lazyPage(() => import('./routes/drivers/drivers.tsx'), ['drivers']),
      ),
      page(
        '/application',
        lazyPage(() => import('./routes/drivers/application.tsx'), ['drivers']),
      ),
      // Search & Book, Search Travel Options, flights and a flight offer.
      page(
        '/search',
        lazyPage(() => import('./routes/search/search.tsx'), ['search']),
      ),
      page(
        '/search-results',
        lazyPage(
          () => import('./routes/search/search-results.tsx'),
          ['search', 'flights', 'hotels', 'cars', 'cruises'],
        ),
      ),
      page(
        '/flights',
        lazyPage(() => import('./routes/search/flights.tsx'), ['search', 'flights']),
      ),
      page(
        '/flights/offers/:id',
        lazyPage(() => import('./routes/search/flight-offer.tsx'), ['search', 'flights', 'checkout']),
      ),
      // Hotels, short stays, cars, cruises and explore. /stays (the home services grid's
      // link) redirects to /short-stays with its query string (DECISIONS).
      {
        path: '/stays',
        loader: ({ request }) =>
          new Response(null, { status: 302, headers: { Location: `/short-stays${new URL(request.url).search}` } }),
      },
      page(
        '/short-stays',
        lazyPage(() => import('./routes/stays/short-stays.tsx'), ['stays', 'search']),
      ),
      page(
        '/stays/:id',
        lazyPage(() => import('./routes/stays/stay-detail.tsx'), ['stays', 'search', 'checkout']),
      ),
      page(
        '/hotels',
        lazyPage(() => import('./routes/hotels/hotels.tsx'), ['hotels', 'search']),
      ),
      page(
        '/hotels/:id',
        lazyPage(() => import('./routes/hotels/hotel-detail.tsx'), ['hotels', 'search', 'checkout']),
      ),
      page(
        '/cars',
        lazyPage(() => import('./routes/cars/cars.tsx'), ['cars', 'search']),
      ),
      page(
        '/cars/locations/:id',
        lazyPage(() => import('./routes/cars/car-offer.tsx'), ['cars', 'search', 'checkout']),
      ),
      page(
        '/cruises',
        lazyPage(() => import('./routes/cruises/cruises.tsx'), ['cruises', 'search']),
      ),
      page(
        '/cruises/sailings/:id',
        lazyPage(() => import('./routes/cruises/sailing.tsx'), ['cruises', 'search', 'checkout']),
      ),
      page(
        '/explore',
        lazyPage(() => import('./routes/explore/explore.tsx'), ['explore']),
      ),
      // Deals, and the newsletter e-mails' confirm and unsubscribe links.
      page(
        '/deals',
        lazyPage(() => import('./routes/deals/deals.tsx'), ['deals']),
      ),
      page(
        '/newsletter/confirm',
        lazyPage(() => import('./routes/deals/newsletter-confirm.tsx'), ['deals']),
      ),
      page(
        '/newsletter/unsubscribe',
        lazyPage(() => import('./routes/deals/newsletter-unsubscribe.tsx'), ['deals']),
      ),
      // Book an EV ride; /rideshare is the documented alias of the same page.
      // The trip planner: the 4-step planner, quick start, marketing page, destination guides and
      // the read-only shared itinerary. /itinerary itself needs an account (below).
      page(
        '/plan-trip',
        lazyPage(() => import('./routes/planner/plan-trip.tsx'), ['planner', 'search']),
      ),
      page(
        '/ai-start-planning',
        lazyPage(() => import('./routes/planner/ai-start-planning.tsx'), ['planner']),
      ),
      page(
        '/smart-planning',
        lazyPage(() => import('./routes/planner/smart-planning.tsx'), ['planner']),
      ),
      page(
        '/budget-ai',
        lazyPage(() => import('./routes/budget/budget-ai.tsx'), ['budget', 'search']),
      ),
      page(
        '/blog/:destination',
        lazyPage(() => import('./routes/planner/destination-guide.tsx'), ['planner']),
      ),
      page(
        '/recommendations',
        lazyPage(() => import('./routes/recommendations/recommendations.tsx'), ['recommendations']),
      ),
      page(
        '/itinerary/shared/:token',
        lazyPage(() => import('./routes/itinerary/shared-itinerary.tsx'), ['itinerary']),
      ),
      page(
        '/rides',
        lazyPage(() => import('./routes/rides/rides.tsx'), ['rides']),
      ),
      page(
        '/rideshare',
        lazyPage(() => import('./routes/rides/rides.tsx'), ['rides']),
      ),
      page(
        '/login',
        lazyPage(() => import('./routes/auth/login.tsx'), ['auth', 'two-factor']),
      ),
      page(
        '/signup',
        lazyPage(() => import('./routes/auth/signup.tsx'), ['auth']),
      ),
      page(
        '/forgot-password',
        lazyPage(() => import('./routes/auth/forgot-password.tsx'), ['auth']),
      ),
      page(
        '/reset-password',
        lazyPage(() => import('./routes/auth/reset-password.tsx'), ['auth', 'two-factor']),
      ),
      // The admin panel decides access itself: signed out goes home, without rights 'Access Denied'.
      page(
        '/admin',
        lazyPage(() => import('./routes/admin/admin.tsx'), ['admin']),
      ),
      // Signed-in pages: a signed-out visitor goes to /login?redirect=<path> (RequireAuth).
      {
        element: <RequireAuth />,
        children: [
          page(
            '/onboarding',
            lazyPage(() => import('./routes/onboarding/onboarding.tsx'), ['onboarding']),
          ),
          page(
            '/dashboard',
            lazyPage(() => import('./routes/dashboard/dashboard.tsx'), ['dashboard', 'account']),
          ),
          page(
            '/profile',
            lazyPage(() => import('./routes/account/profile-settings.tsx'), ['account', 'two-factor']),
          ),
          page(
            '/my-profile',
            lazyPage(() => import('./routes/account/my-profile.tsx'), ['account', 'trips']),
          ),
          page(
            '/my-bookings',
            lazyPage(() => import('./routes/bookings/my-bookings.tsx'), ['my-bookings']),
          ),
          page(
            '/bookings',
            lazyPage(() => import('./routes/bookings/my-bookings.tsx'), ['my-bookings']),
          ),
          page(
            '/bookings/:id',
            lazyPage(() => import('./routes/bookings/booking.tsx'), ['my-bookings']),
          ),
          page(
            '/itinerary',
            lazyPage(() => import('./routes/itinerary/itinerary.tsx'), ['itinerary', 'trips']),
          ),
          page(
            '/trips',
            lazyPage(() => import('./routes/trips/trips.tsx'), ['trips']),
          ),
          page(
            '/my-trips',
            lazyPage(() => import('./routes/trips/trips.tsx'), ['trips']),
          ),
          page(
            '/notifications',
            lazyPage(() => import('./routes/notifications/notifications.tsx'), ['notifications']),
          ),
          page(
            '/rides/:id',
            lazyPage(() => import('./routes/rides/ride.tsx'), ['rides']),
          ),
          page(
            '/checkout/:offerId',
            lazyPage(() => import('./routes/bookings/checkout.tsx'), ['checkout', 'search']),
          ),
          page(
            '/driver',
            lazyPage(() => import('./routes/driver/driver-console.tsx'), ['driver-console']),
          ),
        ],
      },
      page(
        '*',
        lazyPage(() => import('./routes/not-found.tsx')),
      ),
    ],
  },
];
