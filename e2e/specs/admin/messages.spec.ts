import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, test, uniqueEmail } from '../../fixtures.ts';
import { latestMail, settled } from '../auth/helpers.ts';
import { adminApi, openAdminTab, signUpAdmin } from './admin-helpers.ts';

/** A visitor's contact message, as the /contact form sends it; answers its reference. */
async function contactUs(
  request: APIRequestContext,
  email: string,
  subject: string,
  department: string,
): Promise<string> {
  const res = await adminApi(request, 'POST', '/api/contact-messages', {
    name: 'Ana Silva',
    email,
    subject,
    message: 'Please send me an invoice for my last trip.',
    department,
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { reference: string }).reference;
}

test.describe('Admin panel: Messages', () => {
  test('inbox by department and status, open a message, reply (answered, listed under it) and close it', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('sender');
    const subject = `Invoice please ${Date.now().toString(36)}`;
    const visitor = await browser.newContext();
    const reference = await contactUs(visitor.request, email, subject, 'billing');
    await visitor.close();

    await signUpAdmin(page);
    await openAdminTab(page, 'messages');
    await expect(page.getByRole('tab', { name: 'Messages', selected: true })).toBeVisible();
    const filters = page.getByRole('search', { name: 'Find messages' });
    await filters.getByLabel('Search').fill(email);
    await filters.getByRole('button', { name: 'Search' }).click();
    const table = page.getByRole('table', { name: 'Messages' });
    const row = table.getByRole('row').filter({ hasText: subject });
    await expect(row).toContainText(reference);
    await expect(row).toContainText('Billing');
    const status = row.getByRole('cell').nth(3);
    await expect(status).toHaveText('Open');
    await settled(page);
    await expectAccessible(page);

    // Department and status filters.
    await filters.getByLabel('Department').selectOption({ label: 'Partnerships' });
    await expect(page.getByText('No messages match these filters.')).toBeVisible();
    await filters.getByLabel('Department').selectOption({ label: 'Billing' });
    await filters.getByLabel('Status').selectOption({ label: 'Open' });
    await expect(row).toBeVisible();

    // Open it and reply: the reply is e-mailed, listed under the message, and the status is answered.
    await row.getByRole('button', { name: `Open the message ${subject}` }).click();
    const dialog = page.getByRole('dialog', { name: subject });
    await expect(dialog.getByText('Please send me an invoice for my last trip.')).toBeVisible();
    await expect(dialog.getByText('No replies yet.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    await expect(dialog.getByText('Please write a reply')).toBeVisible();
    await settled(page);
    await expectAccessible(page);
    await dialog.getByLabel('Your reply').fill('Your invoice is attached to your booking page.');
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText('Reply sent')).toBeVisible();
    await expect(
      dialog.getByRole('listitem').filter({ hasText: 'Your invoice is attached to your booking page.' }),
    ).toContainText('Ada Admin');
    await expect(dialog.getByText('Answered', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('Your reply')).toHaveValue('');
    const mail = await latestMail(page, email);
    expect(mail.subject).toBe(`Re: ${subject} [${reference}]`);
    expect(mail.text).toContain('Your invoice is attached to your booking page.');

    // Close it.
    await dialog.getByRole('button', { name: 'Close message' }).click();
    await expect(page.getByText('The message was closed')).toBeVisible();
    await expect(dialog.getByText('Closed', { exact: true })).toBeVisible();
    await settled(page);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByText('No messages match these filters.')).toBeVisible();
    await filters.getByLabel('Status').selectOption({ label: 'Closed' });
    await expect(status).toHaveText('Closed');
    await expect(row.getByRole('cell').nth(5)).toHaveText('1');
  });
});
