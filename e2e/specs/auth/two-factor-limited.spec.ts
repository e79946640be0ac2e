import { expect, expectAccessible, test, uniqueEmail } from '../../fixtures.ts';
import { latestMail, PASSWORD, settled, signUpByLink } from './helpers.ts';

const codeIn = (mail: { text: string }) => /\n(\d{6})\n/.exec(mail.text)?.[1] ?? '';

test.describe('two-factor while no new code may be e-mailed', () => {
  test('the right password still opens the step, which says when another code can be sent and takes the last one', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('tfa-limited');
    const headers = await signUpByLink(page.request, { fullName: 'Ana Silva', email, password: PASSWORD });
    expect((await page.request.post('/api/me/two-factor/email/start', { data: {}, headers })).status()).toBe(202);
    const enrolCode = codeIn(await latestMail(page, email));
    expect(
      (await page.request.post('/api/me/two-factor/email/confirm', { data: { code: enrolCode }, headers })).status(),
    ).toBe(200);
    expect((await page.request.post('/api/auth/sign-out', { headers })).status()).toBe(204);

    // Another browser signs in with the right password until the address has had its share of codes.
    const other = await browser.newContext();
    const { token } = (await (await other.request.get('/api/csrf')).json()) as { token: string };
    let codeSent = true;
    for (let i = 0; i < 10 && codeSent; i++) {
      const res = await other.request.post('/api/auth/sign-in', {
        data: { email, password: PASSWORD },
        headers: { 'x-csrf-token': token },
      });
      expect(res.status()).toBe(200);
      codeSent = ((await res.json()) as { twoFactor: { codeSent: boolean } }).twoFactor.codeSent;
    }
    expect(codeSent).toBe(false);
    await other.close();
    const lastCode = codeIn(await latestMail(page, email));

    await page.goto('/login');
    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByRole('main').getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible();
    await expect(page.getByText(/so no new one was sent\. Enter the last code we e-mailed/)).toBeVisible();
    await expect(page.getByText(/You can ask for a new code in \d+ minutes?\./)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend Code' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Use a recovery code' })).toBeEnabled();
    await settled(page);
    await expectAccessible(page);

    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).focus();
    await page.keyboard.type(lastCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Verification successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await (await page.request.get('/api/auth/session')).json()).toMatchObject({ user: { email } });
  });
});
