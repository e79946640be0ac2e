// What other modules, app.ts and server.ts may use of the deals module.
export { dealRoutes } from './routes.ts';
export { repriceAfterChangeJob, scheduleDealsAtStart } from './deal-jobs-schedule.ts';
export { loadFeaturedDeals } from './featured.ts';
export { findDealTitle } from './repository.ts';
export { activeDealsIn, type ActiveDeal } from './active-deals.ts';
