import { expect, expectAccessible, test, uniqueEmail } from '../../fixtures.ts';
import { acceptConsoleErrors, latestMail } from '../auth/helpers.ts';

/** The path and query of the first link in `text` that goes to `path`. */
function linkTo(text: string, path: string): string {
  const match = text.match(new RegExp(`https?://\\S+${path.replace(/\//g, '\\/')}\\?token=\\S+`));
  expect(match, `a ${path} link in the e-mail`).not.toBeNull();
  const url = new URL(match![0]);
  return `${url.pathname}${url.search}`;
}

test.describe('deals newsletter', () => {
  test('subscribe, confirm from the e-mail, then unsubscribe from its link', async ({ page }) => {
    const email = uniqueEmail('newsletter');
    await page.goto('/deals');
    const box = page.getByRole('form', { name: 'Get deals in your inbox' });
    await box.getByLabel('Email address').fill('not-an-address');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');

    await box.getByLabel('Email address').fill(email);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Check your inbox to confirm your subscription.')).toBeVisible();
    await expect(box.getByLabel('Email address')).toHaveValue('');

    const mail = await latestMail(page, email);
    expect(mail.subject).toBe('Confirm your Escazo newsletter subscription');
    await page.goto(linkTo(mail.text, '/newsletter/confirm'));
    await expect(page.getByText('Your subscription is confirmed.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse deals' })).toHaveAttribute('href', '/deals');
    await expectAccessible(page);

    await page.goto(linkTo(mail.text, '/newsletter/unsubscribe'));
    await expect(page.getByText('You have been unsubscribed.')).toBeVisible();
    await expectAccessible(page);
  });

  test('a wrong or missing token says so and links back to the deals', async ({ page, consoleErrors }) => {
    await page.goto('/newsletter/confirm?token=not-a-real-token');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByText('Your subscription is confirmed.')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Browse deals' })).toBeVisible();
    await page.goto('/newsletter/unsubscribe');
    await expect(page.getByRole('alert')).toHaveText(/This link is incomplete/);
    acceptConsoleErrors(consoleErrors, /400/);
  });
});
