import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test, uniqueEmail } from '../../fixtures.ts';
import { settled } from '../auth/helpers.ts';
import { adminApi, openAdminTab, signUpAdmin } from './admin-helpers.ts';

/** A visitor's application, as the /application form sends it. */
async function apply(request: APIRequestContext, email: string, vehicleModel: string) {
  const res = await adminApi(request, 'POST', '/api/driver-applications', {
    firstName: 'Maria',
    lastName: 'Lopez',
    email,
    phoneNumber: '+1 (401) 555-0100',
    city: 'Providence',
    state: 'RI',
    vehicleMake: 'tesla',
    vehicleModel,
    vehicleYear: '2023',
    drivingExperience: '3-5',
    whyJoin: 'I already drive an EV every day.',
    termsAgreed: true,
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Subjects of the e-mails kept for an address, newest first. */
async function mailSubjects(page: Page, to: string): Promise<string[]> {
  const res = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { messages: { subject: string }[] }).messages.map((m) => m.subject);
}

test.describe('Admin panel: Driver applications', () => {
  test('find by search and status, notes, mark in review, approve and reject with confirmations; the applicant is e-mailed', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('applicant');
    const visitor = await browser.newContext();
    await apply(visitor.request, email, 'Model 3');
    await apply(visitor.request, email, 'Model Y');
    await visitor.close();

    await signUpAdmin(page);
    await openAdminTab(page, 'drivers');
    await expect(page.getByRole('tab', { name: 'Driver applications', selected: true })).toBeVisible();
    const search = page.getByRole('search', { name: 'Find applications' });
    await search.getByLabel('Search').fill(email);
    await search.getByRole('button', { name: 'Search' }).click();
    const table = page.getByRole('table', { name: 'Driver applications' });
    await expect(table.getByRole('row')).toHaveCount(3);
    const repeat = table.getByRole('row').filter({ hasText: 'Model Y' });
    const first = table.getByRole('row').filter({ hasText: 'Model 3' });
    await expect(repeat).toContainText('Repeat');
    await expect(repeat).toContainText('New');
    await expect(first).not.toContainText('Repeat');
    await settled(page);
    await expectAccessible(page);

    // The repeat application: notes, then in review, then approved.
    await repeat.getByRole('button', { name: 'Review the application from Maria Lopez' }).click();
    const dialog = page.getByRole('dialog', { name: 'Application from Maria Lopez' });
    await expect(dialog.getByText('+1 (401) 555-0100')).toBeVisible();
    await expect(dialog.getByText('Tesla Model Y (2023)')).toBeVisible();
    await expect(dialog.getByText('3-5 years')).toBeVisible();
    await expect(dialog.getByText('No account uses this e-mail yet')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Earlier applications from this e-mail' })).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Reviewer notes' }).fill('Licence checked by phone.');
    await dialog.getByRole('button', { name: 'Save notes' }).click();
    await expect(page.getByText('Notes saved')).toBeVisible();
    await dialog.getByRole('button', { name: 'Mark in review' }).click();
    await expect(page.getByText('The application from Maria Lopez is in review')).toBeVisible();
    await expect(dialog.getByText('In review', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Reviewer notes' })).toHaveValue('Licence checked by phone.');
    await settled(page);
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    const approve = page.getByRole('dialog', { name: 'Approve the application from Maria Lopez?' });
    await approve.getByLabel(/Note for reviewers/).fill('Welcome aboard.');
    await settled(page);
    await expectAccessible(page);
    await approve.getByRole('button', { name: 'Approve application' }).click();
    await expect(page.getByText('The application from Maria Lopez was approved')).toBeVisible();
    await expect(page.getByText('the approval applies when they sign up with this e-mail')).toBeVisible();
    await expect(dialog.getByText('This application has been decided.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(repeat).toContainText('Approved');
    await expect.poll(() => mailSubjects(page, email)).toContain('Your Escazo driver application is approved');

    // The first application: rejected after a confirmation (cancel first, then confirm).
    await first.getByRole('button', { name: 'Review the application from Maria Lopez' }).click();
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    const reject = page.getByRole('dialog', { name: 'Reject the application from Maria Lopez?' });
    await reject.getByRole('button', { name: 'Cancel' }).click();
    await expect(reject).toBeHidden();
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await settled(page);
    await expectAccessible(page);
    await reject.getByRole('button', { name: 'Reject application' }).click();
    await expect(page.getByText('The application from Maria Lopez was rejected')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(first).toContainText('Rejected');
    await expect.poll(() => mailSubjects(page, email)).toContain('Your Escazo driver application');

    // Status filter: the rejected one only.
    await search.getByLabel('Status').selectOption('rejected');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(first).toBeVisible();
  });
});
