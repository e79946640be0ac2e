// What other modules may use of the currency module.
export { currencyRoutes } from './routes.ts';
export { loadRates } from './service.ts';
export { moneyForUser, userCurrencyConverter } from './money-text.ts';
