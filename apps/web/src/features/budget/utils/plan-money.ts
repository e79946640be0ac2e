import type { Money } from '@escazo/contracts/common';
import { formatMoney } from '@escazo/contracts/money-format';

/**
 * An amount of a budget plan as the page shows it: in the plan's own currency, whole units, never
 * converted to the display currency, because the budget was asked in it and the server's reasons
 * and tips name their amounts in it too.
 */
export const formatPlanMoney = (money: Money) => formatMoney(money, { whole: true });
