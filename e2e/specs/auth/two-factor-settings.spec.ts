import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, expectAccessible, test, uniqueEmail } from '../../fixtures.ts';
import { acceptConsoleErrors, createAccount, PASSWORD, settled } from './helpers.ts';

/** Signs the browser in through the API (the context shares the cookies) and opens Profile → Security. */
async function openSecurity(page: Page, email: string) {
  await createAccount(page, email);
  const { token } = (await (await page.request.get('/api/csrf')).json()) as { token: string };
  const res = await page.request.post('/api/auth/sign-in', {
    data: { email, password: PASSWORD, rememberMe: false },
    headers: { 'x-csrf-token': token },
  });
  expect(res.status()).toBe(200);
  await page.goto('/profile?tab=security');
  const panel = page.getByRole('region', { name: 'Two-Factor Authentication' });
  await expect(panel).toBeVisible();
  return panel;
}

const box = (page: Page, n: number) => page.getByRole('textbox', { name: `Digit ${n} of 6` });

test.describe('two-factor settings (Profile → Security)', () => {
  test('authenticator app: QR code and key, confirm with a code, recovery codes shown once and downloadable', async ({
    page,
  }) => {
    const email = uniqueEmail('tfa-set-totp');
    const panel = await openSecurity(page, email);
    await expect(panel.getByText('Off', { exact: true })).toBeVisible();
    await panel.getByRole('button', { name: /Use an authenticator app/ }).click();

    const qr = panel.getByRole('img', { name: 'QR code that adds your Escazo account to an authenticator app' });
    await expect(qr).toBeVisible();
    // The data: image is allowed by the CSP and decodes.
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const secret = (await panel.locator('code').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await settled(page);
    await expectAccessible(page);

    await box(page, 1).click();
    await page.keyboard.type(TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() }));
    await panel.getByRole('button', { name: 'Turn On' }).click();
    await expect(page.getByText('Two-factor authentication is on')).toBeVisible();
    const codes = panel.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const shown = await codes.allInnerTexts();
    for (const code of shown) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);

    const link = panel.getByRole('link', { name: 'Download (.txt)' });
    await expect(link).toHaveAttribute('href', /^blob:/);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('escazo-recovery-codes.txt');
    const text = await readFile((await download.path())!, 'utf8');
    for (const code of shown) expect(text).toContain(code);
    await settled(page);
    await expectAccessible(page);

    await panel.getByRole('button', { name: 'I saved my codes' }).click();
    await expect(panel.getByText('On', { exact: true })).toBeVisible();
    await expect(panel.getByText('Codes come from your authenticator app.')).toBeVisible();
    await expect(panel.getByText('10 recovery codes left')).toBeVisible();
    expect(await (await page.request.get('/api/me/two-factor')).json()).toEqual({
      enabled: true,
      method: 'totp',
      recoveryCodesLeft: 10,
    });
  });

  test('e-mail: the e-mailed code turns it on; regenerate and turn off need the password', async ({
    page,
    consoleErrors,
  }) => {
    const email = uniqueEmail('tfa-set-mail');
    const panel = await openSecurity(page, email);
    await panel.getByRole('button', { name: /Turn on with email/ }).click();
    await expect(panel.getByText(/We sent a 6-digit code to t\*\*\*[a-z0-9]@example\.com/)).toBeVisible();
    await expect(box(page, 1)).toBeFocused();
    let code = '';
    await expect
      .poll(async () => {
        const res = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
        const [newest] = ((await res.json()) as { messages: { kind: string; text: string }[] }).messages;
        code = newest?.kind === 'two-factor-code' ? /\n(\d{6})\n/.exec(newest.text)![1]! : '';
        return code;
      })
      .not.toBe('');
    await page.keyboard.type(code);
    await panel.getByRole('button', { name: 'Turn On' }).click();
    await expect(panel.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    await panel.getByRole('button', { name: 'I saved my codes' }).click();
    await expect(panel.getByText('Codes are sent to your email.')).toBeVisible();

    await panel.getByRole('button', { name: 'Regenerate recovery codes' }).click();
    await panel.getByLabel('Password').fill('Not-my-password-1');
    await panel.getByRole('button', { name: 'Regenerate recovery codes' }).click();
    await expect(panel.getByText('The password is incorrect.')).toBeVisible();
    await settled(page);
    await expectAccessible(page);
    acceptConsoleErrors(consoleErrors, /400/);
    await panel.getByLabel('Password').fill(PASSWORD);
    await panel.getByRole('button', { name: 'Regenerate recovery codes' }).click();
    await expect(page.getByText('New recovery codes created')).toBeVisible();
    await expect(panel.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    await panel.getByRole('button', { name: 'I saved my codes' }).click();

    await panel.getByRole('button', { name: 'Turn Off' }).click();
    await panel.getByLabel('Password').fill(PASSWORD);
    await panel.getByRole('button', { name: 'Turn Off' }).click();
    await expect(page.getByText('Two-factor authentication is off')).toBeVisible();
    await expect(panel.getByText('Off', { exact: true })).toBeVisible();
    expect(await (await page.request.get('/api/me/two-factor')).json()).toEqual({
      enabled: false,
      method: null,
      recoveryCodesLeft: 0,
    });
  });
});
