import { AppError, notFound } from '@server/lib/app-error.ts';
import { fieldError, validationFailed } from './field-errors.ts';

export const planNotFound = () => notFound('This trip');
export const itemNotFound = () => notFound('This item of the trip');
export const dayNotFound = () => notFound('This day of the trip');

/** Another change was saved first: the caller reloads the trip and tries again. */
export const planChanged = () =>
  new AppError(409, 'PLAN_CHANGED', 'This trip was changed meanwhile. Reload it and try again.');

/** Travel, check-ins and flights are placed by the planner: never edited, moved or deleted by hand. */
export const itemNotEditable = () => validationFailed([fieldError('itemId', 'planner.notEditable')]);

/** An edit that would push the day's items past midnight. */
export const pastMidnight = () => validationFailed([fieldError('start', 'planner.pastMidnight')]);

/** A plan that could not be shown as planned (an item outside its day): never stored; other dates help. */
export const cannotPlan = () => validationFailed([fieldError('startDate', 'planner.cannotPlan')]);
