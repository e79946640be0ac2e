/** What the Book Ride button still needs, in the documented order of the messages. */
export type BookingRule = 'locations' | 'option' | 'date';

export type BookingRuleInput = {
  pickupId: string | null;
  destinationId: string | null;
  optionId: string | null;
  /** 'now' books at once; 'schedule' needs a pick-up time. */
  mode: 'now' | 'schedule';
  slot: string | null;
};

/** The first unmet rule (pickup and destination, then a ride option, then a date), or null. */
export function firstUnmetRule({
  pickupId,
  destinationId,
  optionId,
  mode,
  slot,
}: BookingRuleInput): BookingRule | null {
  if (!pickupId || !destinationId) return 'locations';
  if (!optionId) return 'option';
  if (mode === 'schedule' && !slot) return 'date';
  return null;
}
