/** The Daily Itinerary's day heading: focus lands on it when the item that had it is gone. */
export const DAY_HEADING_ID = 'day-heading';
