import { AppError, notFound } from '../../lib/app-error.ts';

export const planNotFound = () => notFound('This trip');
export const itemNotFound = () => notFound('This item of the trip');
export const dayNotFound = () => notFound('This day of the trip');

/** Another change was saved first: the caller reloads the trip and tries again. */
export const planChanged = () => new AppError(409, 'PLAN_CHANGED', 'This trip was changed meanwhile. Reload it and try again.');

/** Travel, check-ins and flights are placed by the planner: never edited, moved or deleted by hand. */
export const itemNotEditable = () =>
  new AppError(400, 'VALIDATION_FAILED', 'Travel, check-in and flight items are planned for you and cannot be changed.');

/** An edit that would push the day's items past midnight. */
export const pastMidnight = () => new AppError(400, 'VALIDATION_FAILED', 'This change would run the day past midnight.');
