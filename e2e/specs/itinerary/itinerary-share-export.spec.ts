import { readFile } from 'node:fs/promises';
import { test, expect, expectAccessible, uniqueEmail } from '../../fixtures.ts';
import { acceptConsoleErrors } from '../auth/helpers.ts';
import { signUp } from '../account/helpers.ts';
import { createPlan, openItinerary } from './itinerary-helpers.ts';

test.describe('Itinerary export and share', () => {
  test('Export as PDF and Add to calendar download real files', async ({ page }) => {
    await signUp(page, uniqueEmail('itinerary.export'));
    const plan = await createPlan(page.request);
    await openItinerary(page, plan.id);

    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Export as PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(page.getByText('Itinerary exported to PDF')).toBeVisible();

    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const [ics] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Add to calendar (.ics)' }).click(),
    ]);
    expect(ics.suggestedFilename()).toMatch(/\.ics$/);
    const calendar = (await readFile((await ics.path())!)).toString();
    expect(calendar).toContain('BEGIN:VCALENDAR');
    expect(calendar).toContain('BEGIN:VEVENT');
  });

  test('Share copies a read-only link that opens without an account; Stop sharing makes it fail', async ({
    page,
    browser,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signUp(page, uniqueEmail('itinerary.share'));
    const plan = await createPlan(page.request);
    await openItinerary(page, plan.id);

    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this itinerary' });
    // Nothing to stop before a link exists.
    await expect(dialog.getByRole('button', { name: 'Stop sharing' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await expect(page.getByText('Itinerary link copied to clipboard')).toBeVisible();
    const url = await dialog.getByTestId('share-url').inputValue();
    expect(url).toMatch(/\/itinerary\/shared\/[A-Za-z0-9_-]{40,}$/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await expectAccessible(page);

    // Someone else, signed out, opens it: the itinerary, read-only.
    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    const guestErrors: string[] = [];
    guest.on('console', (msg) => msg.type() === 'error' && guestErrors.push(msg.text()));
    await guest.goto(new URL(url).pathname);
    await expect(guest.getByTestId('shared-itinerary')).toBeVisible();
    await expect(guest.getByTestId('plan-name')).toHaveText(plan.name);
    await expect(guest.getByRole('tab')).toHaveText(['Overview', 'Daily Itinerary', 'Map View']);
    await guest.getByRole('tab', { name: 'Daily Itinerary' }).click();
    await expect(guest.getByTestId('day-view')).toBeVisible();
    await expect(guest.getByRole('button', { name: 'Add Activity' })).toHaveCount(0);
    await expect(guest.getByRole('button', { name: /^(Edit|Delete|Move) / })).toHaveCount(0);
    await expect(guest.getByRole('button', { name: 'Edit Trip' })).toHaveCount(0);
    await guest.getByRole('tab', { name: 'Map View' }).click();
    await expect(guest.getByTestId('day-map')).toHaveAttribute('src', /\/api\/shared-plans\/[^/]+\/map\.svg\?date=/);
    await expect
      .poll(() =>
        guest.getByTestId('day-map').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);

    // The shared copy exports too, through the link.
    await guest.getByRole('button', { name: 'Export', exact: true }).click();
    const [sharedPdf] = await Promise.all([
      guest.waitForEvent('download'),
      guest.getByRole('menuitem', { name: 'Export as PDF' }).click(),
    ]);
    expect((await readFile((await sharedPdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(guest.getByText('Itinerary exported to PDF')).toBeVisible();
    await guest.getByRole('button', { name: 'Export', exact: true }).click();
    const [sharedIcs] = await Promise.all([
      guest.waitForEvent('download'),
      guest.getByRole('menuitem', { name: 'Add to calendar (.ics)' }).click(),
    ]);
    expect((await readFile((await sharedIcs.path())!)).toString()).toContain('BEGIN:VEVENT');
    expect(guestErrors).toEqual([]);

    // Stop sharing: the link no longer opens the itinerary.
    await dialog.getByRole('button', { name: 'Stop sharing' }).click();
    await expect(page.getByText('Sharing stopped: the link no longer works')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Stop sharing' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Create link' })).toBeFocused();
    await guest.reload();
    await expect(guest.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
    await guestContext.close();
  });

  test('without a clipboard the link still shows, ready to copy by hand', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true }),
    );
    await signUp(page, uniqueEmail('itinerary.no-clipboard'));
    const plan = await createPlan(page.request);
    await openItinerary(page, plan.id);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this itinerary' });
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await expect(page.getByText('Copy the link below to share it')).toBeVisible();
    await expect(dialog.getByTestId('share-url')).toHaveValue(/\/itinerary\/shared\//);
  });

  test('an unknown share link says so clearly', async ({ page, consoleErrors }) => {
    await page.goto('/itinerary/shared/not-a-real-token-0123456789abcdef');
    await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Plan your own trip' })).toHaveAttribute(
      'href',
      '/plan-trip',
    );
    await expectAccessible(page);
    acceptConsoleErrors(consoleErrors, /404/);
  });
});
