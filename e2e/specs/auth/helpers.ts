import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'Travel2026x';

/** Removes the console errors a test provokes on purpose (Chrome logs 4xx responses), requiring at least one. */
export function acceptConsoleErrors(consoleErrors: string[], pattern: RegExp) {
  const expected = consoleErrors.filter((e) => pattern.test(e));
  expect(expected.length, `console errors matching ${pattern}`).toBeGreaterThan(0);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !pattern.test(e)));
}

/** The link token of the newest sign-up e-mail to an address (dev mailbox, test environment only). */
export async function signUpLinkToken(request: APIRequestContext, to: string): Promise<string> {
  let token = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
      const { messages } = (await res.json()) as { messages: { kind: string; text: string }[] };
      token =
        /signup\/confirm\?token=([A-Za-z0-9_-]+)/.exec(
          messages.find((m) => m.kind === 'sign-up-confirm')?.text ?? '',
        )?.[1] ?? '';
      return token;
    })
    .not.toBe('');
  return token;
}

/**
 * Signs up through the API as the forms do, then follows the e-mailed link: the request context
 * is signed in as the new account. Returns the CSRF headers it used.
 */
export async function signUpByLink(
  request: APIRequestContext,
  { fullName, email, password }: { fullName: string; email: string; password: string },
): Promise<Record<string, string>> {
  const { token } = (await (await request.get('/api/csrf')).json()) as { token: string };
  const headers = { 'x-csrf-token': token };
  const started = await request.post('/api/auth/sign-up', { data: { fullName, email, password }, headers });
  expect(started.status()).toBe(202);
  const confirmed = await request.post('/api/auth/sign-up/confirm', {
    data: { token: await signUpLinkToken(request, email) },
    headers,
  });
  expect(confirmed.status()).toBe(201);
  return headers;
}

/** Creates an account through the API (with the CSRF token), then signs the browser out again. */
export async function createAccount(page: Page, email: string, password = PASSWORD, fullName = 'Ana Silva') {
  const headers = await signUpByLink(page.request, { fullName, email, password });
  expect((await page.request.post('/api/auth/sign-out', { headers })).status()).toBe(204);
}

/** The newest e-mail the server kept for an address (dev mailbox, test environment only). */
export async function latestMail(page: Page, to: string): Promise<{ subject: string; text: string }> {
  let messages: { subject: string; text: string }[] = [];
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
      messages = ((await res.json()) as { messages: typeof messages }).messages;
      return messages.length;
    })
    .toBeGreaterThan(0);
  return messages[0]!;
}

/** Waits until no CSS animation or transition runs (e.g. a toast fading in), so axe sees final colours. */
export async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/**
 * Waits until no loading placeholder is left on the page, so nothing above a control can still
 * grow and move it between Playwright's stability check and its click.
 */
export async function contentLoaded(page: Page) {
  await expect(page.locator('[aria-busy="true"], .animate-pulse')).toHaveCount(0);
}
