import type { CARD_BRANDS, PaymentMethod } from '@escazo/contracts/account';
import type { PaymentMethodRow } from './repository.ts';

/** Never the processor token: only what the card list shows. */
export const presentPaymentMethod = (row: PaymentMethodRow): PaymentMethod => ({
  id: row.id,
  brand: row.brand as (typeof CARD_BRANDS)[number],
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
  holderName: row.holderName,
  isDefault: row.isDefault,
  createdAt: row.createdAt.toISOString(),
});
