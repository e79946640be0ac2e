// Two-factor accounts made through the API, the codes they are e-mailed, and the sign-in steps.
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect } from '../../fixtures.ts';
import { createAccount, PASSWORD } from './helpers.ts';

export type Mail = { id: string; kind: string; text: string };

export async function csrf(page: Page) {
  const { token } = (await (await page.request.get('/api/csrf')).json()) as { token: string };
  return { 'x-csrf-token': token };
}

export async function mails(page: Page, email: string): Promise<Mail[]> {
  const res = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  return ((await res.json()) as { messages: Mail[] }).messages;
}

/** Waits for a two-factor e-mail newer than `after` (a mail id) and returns its id and code. */
export async function nextCode(page: Page, email: string, after?: string): Promise<{ id: string; code: string }> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const [newest] = await mails(page, email);
      found = newest && newest.kind === 'two-factor-code' && newest.id !== after ? newest : undefined;
      return Boolean(found);
    })
    .toBe(true);
  return { id: found!.id, code: /\n(\d{6})\n/.exec(found!.text)![1]! };
}

/** Runs `enable` signed in through the API (the browser context shares the cookies), then signs out. */
export async function withApiSession<T>(
  page: Page,
  email: string,
  enable: (headers: Record<string, string>) => Promise<T>,
): Promise<T> {
  await createAccount(page, email);
  const headers = await csrf(page);
  expect(
    (
      await page.request.post('/api/auth/sign-in', { data: { email, password: PASSWORD, rememberMe: false }, headers })
    ).status(),
  ).toBe(200);
  const result = await enable(headers);
  expect((await page.request.post('/api/auth/sign-out', { headers })).status()).toBe(204);
  return result;
}

/** An account with e-mailed codes on: the code of the enrolment e-mail confirms it. */
export function accountWithEmailTwoFactor(page: Page, email: string) {
  return withApiSession(page, email, async (headers) => {
    expect((await page.request.post('/api/me/two-factor/email/start', { headers })).status()).toBe(202);
    const { code, id } = await nextCode(page, email);
    expect((await page.request.post('/api/me/two-factor/email/confirm', { data: { code }, headers })).status()).toBe(
      200,
    );
    return id;
  });
}

export const totpAt = (secret: string, at: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: at });

/** An account with an authenticator app: enrolled with the code of now (that step is then used). */
export function accountWithTotp(page: Page, email: string) {
  return withApiSession(page, email, async (headers) => {
    const start = await page.request.post('/api/me/two-factor/totp/start', { headers });
    const { secret } = (await start.json()) as { secret: string };
    const confirm = await page.request.post('/api/me/two-factor/totp/confirm', {
      data: { code: totpAt(secret, Date.now()) },
      headers,
    });
    expect(confirm.status()).toBe(200);
    return { secret, recoveryCodes: ((await confirm.json()) as { recoveryCodes: string[] }).recoveryCodes };
  });
}

export async function passwordStep(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('main').getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible();
}

export const box = (page: Page, n: number) => page.getByRole('textbox', { name: `Digit ${n} of 6` });

export async function expectSignedIn(page: Page, email: string) {
  await expect(page.getByText('Verification successful!')).toBeVisible();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await (await page.request.get('/api/auth/session')).json()).toMatchObject({ user: { email } });
}
