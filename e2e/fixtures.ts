import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

type Fixtures = {
  /** Console errors and uncaught page errors seen during the test; the test fails if any. */
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  // Every goto waits until the app is interactive (html[data-ready], set once React has hydrated
  // or rendered), so no click lands on prerendered markup that is not listening yet.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.locator('html[data-ready]').waitFor({ state: 'attached' });
      return response;
    };
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Fails on any serious or critical axe-core violation on the page as it is now. Every rule axe
 * enables runs, and label-content-name-mismatch (WCAG 2.5.3: an accessible name contains the visible
 * text) is switched on by name, because some axe versions ship it as experimental and off.
 *
 * axe runs in the page itself (legacy mode: axe.run, which also checks same-origin frames; the app
 * has no cross-origin frames), not through runPartial and a blank page opened per check to finish
 * the run, and it collects the nodes of violations only (passes, incomplete and inapplicable rules
 * keep one node each): the same rules decide, at a fraction of the time.
 */
export async function expectAccessible(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  expect(blocking, 'serious or critical accessibility violations').toEqual([]);
}

/** Rows the server stored, read through the test-only inspection route (NODE_ENV=test). */
export async function storedRows<T = Record<string, unknown>>(page: Page, table: string, email: string): Promise<T[]> {
  const res = await page.request.get(`/api/test/rows/${table}?email=${encodeURIComponent(email)}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { rows: T[] }).rows;
}

/** A unique e-mail address for one test run. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
