import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, signUpByLink } from '../auth/helpers.ts';

export { PASSWORD };

async function csrf(request: APIRequestContext): Promise<Record<string, string>> {
  const { token } = (await (await request.get('/api/csrf')).json()) as { token: string };
  return { 'x-csrf-token': token };
}

/** Creates an account through the API and leaves the browser signed in as it. */
export async function signUp(page: Page, email: string, fullName = 'Ana Silva', password = PASSWORD) {
  await signUpByLink(page.request, { fullName, email, password });
}

/** Signs in through the API in another request context (another device). */
export async function signInWith(request: APIRequestContext, email: string, password = PASSWORD) {
  const res = await request.post('/api/auth/sign-in', { data: { email, password }, headers: await csrf(request) });
  expect(res.status()).toBe(200);
}

/** The signed-in user seen by a request context (null when signed out). */
export async function sessionUser(request: APIRequestContext): Promise<{ email: string; name: string } | null> {
  return ((await (await request.get('/api/auth/session')).json()) as { user: { email: string; name: string } | null })
    .user;
}

/** A JSON call to the account API with the CSRF header. */
export async function apiCall(
  request: APIRequestContext,
  method: 'POST' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
) {
  return request.fetch(path, { method, data, headers: await csrf(request) });
}

/** No sideways scrolling at the current viewport. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
}
