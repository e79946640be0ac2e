import type { Locator, Page } from '@playwright/test';

/** The booking cards of My Bookings. */
export const bookingCards = (page: Page) => page.getByTestId('booking-card');

/** The value shown under one label of a description list (a booking card, the payment summary, the refund quote). */
export const detail = (scope: Locator, label: string) =>
  scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
