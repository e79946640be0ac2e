import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from '../../fixtures.ts';
import { signUp } from '../account/helpers.ts';

export const SUPER_ADMIN = 'Super Admin';

async function csrf(request: APIRequestContext): Promise<Record<string, string>> {
  const { token } = (await (await request.get('/api/csrf')).json()) as { token: string };
  return { 'x-csrf-token': token };
}

/** Gives an existing account an admin role, as `npm run admin:grant` does (test-only route). */
export async function makeAdmin(request: APIRequestContext, email: string, role = SUPER_ADMIN) {
  const res = await request.post('/api/test/admin-grant', { data: { email, role }, headers: await csrf(request) });
  expect(res.status(), await res.text()).toBe(200);
}

/** Signs the page up as a new account, makes it an admin with the role, and returns its e-mail. */
export async function signUpAdmin(page: Page, role = SUPER_ADMIN, prefix = 'admin'): Promise<string> {
  const email = uniqueEmail(prefix);
  await signUp(page, email, 'Ada Admin');
  await makeAdmin(page.request, email, role);
  return email;
}

/** Opens /admin on one tab and waits for the verified shell. */
export async function openAdminTab(page: Page, tab: string) {
  await page.goto(`/admin?tab=${tab}`);
  await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { selected: true })).toBeVisible();
}

/** A JSON call with the CSRF header from a request context (an admin's or a user's). */
export async function adminApi(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
) {
  return request.fetch(path, { method, data, headers: method === 'GET' ? {} : await csrf(request) });
}
