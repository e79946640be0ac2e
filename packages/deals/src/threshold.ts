/** An offer is a deal when its current price is at least this share below its own typical price. */
export const DEAL_THRESHOLD_PERCENT = 15;
