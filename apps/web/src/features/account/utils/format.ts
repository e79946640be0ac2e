/** Dates as the account pages show them (English catalogue; the stored values are ISO). */
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A calendar date (YYYY-MM-DD), shown the same in every time zone. */
export const formatCalendarDate = (isoDate: string) => dayFormat.format(new Date(`${isoDate}T00:00:00Z`));

export const formatMonthYear = (iso: string) => monthFormat.format(new Date(iso));

export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

/** Two-digit month and year of a card's expiry: 04/29. */
export const formatExpiry = (month: number, year: number) =>
  `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
