/** Every client path in one place; pages and links use these. */
export const paths = {
  home: '/',
  search: '/search',
  myBookings: '/my-bookings',
  deals: '/deals',
  /** The newsletter e-mails' links: confirm a subscription, unsubscribe (`?token=`). */
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  login: '/login',
  /** Sign in, then come back to `target` (a path with its search). */
  loginThenBack: (target: string) => `/login?redirect=${encodeURIComponent(target)}`,
  signup: '/signup',
  /** The link in the sign-up e-mail: creates the account. */
  signupConfirm: '/signup/confirm',
  menu: '/menu',
  contact: '/contact',
  help: '/help',
  /** The help centre at the parent path of its articles: the same page as /help. */
  helpCenter: '/help-center',
  helpTopic: (topic: string) => `/help-center/${topic}`,
  faqs: '/faqs',
  terms: '/terms',
  privacy: '/privacy',
  cookiePolicy: '/cookie-policy',
  /** The short alias of /cookie-policy. */
  cookies: '/cookies',
  attributions: '/attributions',
  whyChoose: '/why-choose-escazo',
  joinToday: '/join-today',
  download: '/download',
  downloadFor: (platform: 'ios' | 'android') => `/download/${platform}`,
  drivers: '/drivers',
  application: '/application',
  explore: '/explore',
  planTrip: '/plan-trip',
  smartPlanning: '/smart-planning',
  aiStartPlanning: '/ai-start-planning',
  budgetAi: '/budget-ai',
  itinerary: '/itinerary',
  /** The itinerary viewer opened on one of the user's trips (a plan id). */
  itineraryOf: (planId: string) => `/itinerary?trip=${encodeURIComponent(planId)}`,
  /** A read-only shared itinerary. */
  sharedItinerary: (token: string) => `/itinerary/shared/${encodeURIComponent(token)}`,
  /** A destination guide by its name ('/blog/Paris'). */
  blog: (destination: string) => `/blog/${encodeURIComponent(destination)}`,
  recommendations: '/recommendations',
  profile: '/profile',
  bookings: '/bookings',
  /** The checkout of one priced offer. */
  checkout: (offerId: string) => `/checkout/${encodeURIComponent(offerId)}`,
  /** One booking's page: details, history, documents and actions. */
  booking: (id: string) => `/bookings/${encodeURIComponent(id)}`,
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  myProfile: '/my-profile',
  onboarding: '/onboarding',
  /** Profile Settings opened on one tab (personal, preferences, payment, security). */
  profileTab: (tab: 'personal' | 'preferences' | 'payment' | 'security') => `/profile?tab=${tab}`,
  /** The trip list (also at /my-trips) and the notification centre. */
  trips: '/trips',
  myTrips: '/my-trips',
  notifications: '/notifications',
  flights: '/flights',
  flightsTo: (city: string) => `/flights?destination=${encodeURIComponent(city)}`,
  /** A flight offer's detail: the price and seats booking will use. */
  flightOffer: (id: string, query = '') => `/flights/offers/${encodeURIComponent(id)}${query ? `?${query}` : ''}`,
  /** Search Travel Options: every search as tabs, each searching in place. */
  searchResults: '/search-results',
  hotels: '/hotels',
  cars: '/cars',
  cruises: '/cruises',
  rides: '/rides',
  /** The documented alias of /rides (the home services grid and /menu link here). */
  rideshare: '/rideshare',
  /** One booked ride: live status, driver, map and cancellation. */
  ride: (id: string) => `/rides/${encodeURIComponent(id)}`,
  shortStays: '/short-stays',
  /** Redirects to /short-stays with its query string; the home services grid and /menu link it. */
  stays: '/stays',
  /** The driver console: approved drivers go online and take rides. */
  driverConsole: '/driver',
  /** The admin panel; `?tab=` opens one tab. */
  admin: '/admin',
  /** The planner showing one generated plan (kept across refresh and Back). */
  planTripPlan: (planId: string) => `/plan-trip?plan=${encodeURIComponent(planId)}`,
  /** The planner claiming a plan made signed out, once the visitor is back from signing in. */
  planTripClaim: (planId: string) => `/plan-trip?claim=${encodeURIComponent(planId)}`,
} as const;

/**
 * The router's patterns for the pages whose path takes a value (a builder above of the same name
 * writes it); every other route is the plain path in `paths`.
 */
export const routePatterns = {
  downloadFor: '/download/:platform',
  helpTopic: '/help-center/:topic',
  flightOffer: '/flights/offers/:id',
  stay: '/stays/:id',
  hotel: '/hotels/:id',
  carLocation: '/cars/locations/:id',
  sailing: '/cruises/sailings/:id',
  blog: '/blog/:destination',
  sharedItinerary: '/itinerary/shared/:token',
  booking: '/bookings/:id',
  ride: '/rides/:id',
  checkout: '/checkout/:offerId',
  /** Anything no other route matches. */
  notFound: '*',
} as const;
