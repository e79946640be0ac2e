/**
 * Every query and mutation key of the app, one factory per resource. A resource's keys share its
 * prefix, so invalidating `all()` refreshes everything listed under it (bookings.all() covers the
 * list, a detail, a quote and the trips). Filters go last, as the object or value the request uses.
 */
export const queryKeys = {
  session: {
    current: () => ['auth', 'session'] as const,
    oauthProviders: () => ['auth', 'oauth-providers'] as const,
    pendingTwoFactor: () => ['auth', 'two-factor', 'pending'] as const,
    /** Whether a password reset link can still be used. */
    resetToken: (token: string) => ['auth', 'reset-token', token] as const,
  },
  /** The signed-in user's own records: dropped together when the account goes. */
  me: {
    all: () => ['me'] as const,
    profile: () => ['me', 'profile'] as const,
    preferences: () => ['me', 'preferences'] as const,
    paymentMethods: () => ['me', 'payment-methods'] as const,
    sessions: () => ['me', 'sessions'] as const,
    twoFactor: () => ['me', 'two-factor'] as const,
  },
  admin: {
    access: () => ['admin', 'access'] as const,
    status: (userId: string) => ['admin', 'status', userId] as const,
    overview: () => ['admin', 'overview'] as const,
    dailyStats: (days: number) => ['admin', 'stats', 'daily', days] as const,
    roles: () => ['admin', 'roles'] as const,
    roleOptions: () => ['admin', 'role-options'] as const,
    settings: () => ['admin', 'settings'] as const,
    securityEvents: <F>(filters: F) => ['admin', 'security-events', filters] as const,
    users: listAndDetail(['admin', 'users'] as const),
    bookings: listAndDetail(['admin', 'bookings'] as const),
    messages: listAndDetail(['admin', 'messages'] as const),
    driverApplications: listAndDetail(['admin', 'driver-applications'] as const),
  },
  driver: {
    me: () => ['driver', 'me'] as const,
    status: (userId: string) => ['driver', 'status', userId] as const,
  },
  bookings: {
    all: () => ['bookings'] as const,
    list: (filters: { status?: string; q?: string } = {}) =>
      ['bookings', 'list', filters.status ?? 'all', filters.q ?? ''] as const,
    detail: (id: string) => ['bookings', 'detail', id] as const,
    quote: (id: string) => ['bookings', 'quote', id] as const,
    trips: () => ['bookings', 'trips'] as const,
  },
  offers: { detail: (id: string) => ['offers', id] as const },
  notifications: { all: () => ['notifications'] as const },
  saved: { all: () => ['saved'] as const },
  priceWatches: { all: () => ['price-watches'] as const },
  recommendations: { all: () => ['recommendations'] as const },
  travelProfile: { current: () => ['travel-profile'] as const },
  currency: { rates: () => ['currency', 'rates'] as const },
  settings: { public: () => ['settings', 'public'] as const },
  /** What the inventory holds (airlines, airports, cities, hotels, …), for the counts pages quote. */
  networkStats: { all: () => ['network-stats'] as const },
  deals: {
    all: () => ['deals'] as const,
    list: <Q>(query: Q) => ['deals', 'list', query] as const,
    featured: () => ['deals', 'featured'] as const,
  },
  search: {
    autocomplete: (q: string, kinds: string, limit: number) => ['search', 'autocomplete', q, kinds, limit] as const,
    hotels: <S>(search: S) => ['search', 'hotels', search] as const,
    stays: <S>(search: S) => ['search', 'stays', search] as const,
    cars: <S>(search: S, pageSize?: number) => ['search', 'cars', search, pageSize] as const,
    cruises: <S>(search: S, pageSize?: number) => ['search', 'cruises', search, pageSize] as const,
  },
  hotels: { detail: <Q>(id: string, query: Q) => ['hotels', id, query] as const },
  stays: { detail: <P>(id: string, params: P) => ['stays', id, params] as const },
  cars: { location: (id: string) => ['cars', 'locations', id] as const },
  cruises: { sailing: (id: string, passengers: number) => ['cruises', 'sailings', id, passengers] as const },
  flights: {
    search: (query: string) => ['flights', 'search', query] as const,
    calendar: (query: string) => ['flights', 'calendar', query] as const,
    resolve: (value: string) => ['flights', 'resolve', value] as const,
    offer: (id: string, cabin: string, passengers: number) => ['flights', 'offer', id, cabin, passengers] as const,
  },
  rides: {
    cities: (q: string) => ['rides', 'cities', q] as const,
    city: (cityId: string) => ['rides', 'city', cityId] as const,
    defaultCity: (requested: string, city: string) => ['rides', 'default-city', requested, city] as const,
    places: (cityId: string, q: string) => ['rides', 'places', cityId, q] as const,
    options: () => ['rides', 'options'] as const,
    optionsFor: <P>(params: P) => ['rides', 'options', params] as const,
    detail: (id: string) => ['rides', 'ride', id] as const,
  },
  /** Planned trips: `all()` covers the list and every open trip. */
  plans: {
    all: () => ['plans'] as const,
    list: () => ['plans', 'list'] as const,
    one: (id: string) => ['plans', 'one', id] as const,
    /** The mutation key of an edit to one trip (useIsMutating reads it). */
    edit: (id: string) => ['plans', 'edit', id] as const,
  },
  sharedPlans: {
    all: () => ['shared-plans'] as const,
    one: (token: string) => ['shared-plans', token] as const,
  },
  budgetPlans: { one: (id: string) => ['budget-plans', id] as const },
  /** The knowledge base's destinations: `all()` covers the list and every destination's pieces. */
  planningDestinations: {
    all: () => ['planning', 'destinations'] as const,
    one: (idOrName: string) => ['planning', 'destinations', 'one', idOrName] as const,
    places: (id: string | undefined) => ['planning', 'destinations', 'places', id] as const,
    samplePlan: (id: string | undefined) => ['planning', 'destinations', 'sample-plan', id] as const,
  },
  planningPlaces: { forDestination: (destinationId: string) => ['planning', 'places', destinationId] as const },
  popularDestinations: { all: () => ['destinations', 'popular'] as const },
  explore: { tab: (tab: string, from: string) => ['explore', tab, from] as const },
  offices: { all: () => ['offices'] as const },
};

/** A resource whose list (by filter) and details sit under one prefix. */
function listAndDetail<P extends readonly string[]>(prefix: P) {
  return {
    all: () => prefix,
    list: <F>(filter: F) => [...prefix, 'list', filter] as const,
    detail: (id: string) => [...prefix, 'detail', id] as const,
  };
}
