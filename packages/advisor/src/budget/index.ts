// The budget assistant's cost model: pure, over prices the server gathers from the inventory.
export { planBudget, type BudgetResult } from './plan.ts';
export { candidateStayLengths, DEFAULT_IDEAL_STAY } from './stay-lengths.ts';
export { tierFor, PREFERENCE_TAGS } from './preferences.ts';
export { CAR_RIDES_PER_DAY, RIDE_SEATS } from './local-transport.ts';
export { airportTransfers } from './transfers.ts';
export type {
  AirportTransfer,
  BudgetQuery,
  DailyCost,
  DestinationInput,
  FlightPrice,
  LodgingPrice,
  PricesAtLength,
  RentalPrice,
  RideFares,
} from './types.ts';
