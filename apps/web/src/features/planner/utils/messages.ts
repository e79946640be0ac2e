import { i18n, translateValidation } from '@web/lib/i18n.ts';

/** A form message key: the planner's own texts first ('quickStart.invalidDates'), then the shared validation catalogue. */
export function plannerMessage(key: string | undefined): string | undefined {
  return key && i18n.exists(key, { ns: 'planner' }) ? i18n.t(key, { ns: 'planner' }) : translateValidation(key);
}
