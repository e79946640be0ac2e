import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, uniqueEmail } from '../../fixtures.ts';
import { acceptConsoleErrors } from '../auth/helpers.ts';
import { apiCall, signUp } from '../account/helpers.ts';
import { dayAhead } from '../search/search-helpers.ts';
import {
  createPlan,
  dayItems,
  editableItems,
  escapeRegExp,
  expectDayViolations,
  fetchPlan,
  openItinerary,
  type Plan,
} from './itinerary-helpers.ts';

type Place = { id: string; name: string; kind: string; hours: Record<string, string[]> };
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const weekday = (date: string) => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;

const rowIds = (page: Page) =>
  dayItems(page).evaluateAll((rows) =>
    rows.filter((r) => r.getAttribute('data-type') !== 'transport').map((r) => r.getAttribute('data-item-id')),
  );

test.describe('Itinerary edits', () => {
  test('add an activity, change a visit, move it, delete it: every change shows the re-checked plan', async ({
    page,
  }) => {
    await signUp(page, uniqueEmail('itinerary.edits'));
    const plan = await createPlan(page.request);
    const day = plan.days[0]!;
    const places = (
      (await (await page.request.get('/api/planning/destinations/paris/places')).json()) as { places: Place[] }
    ).places;
    const planned = new Set(plan.days.flatMap((d) => d.items.map((i) => i.placeId)));
    // A place that has closed by the time the day's last visit ends, so adding it after that visit breaks its opening hours.
    const lastEnd = day.items.filter((i) => i.type !== 'transport').at(-1)!.end;
    const hoursThatDay = (p: Place) => p.hours[weekday(day.date)] ?? [];
    const extra = places.find(
      (p) =>
        p.kind !== 'restaurant' &&
        !planned.has(p.id) &&
        hoursThatDay(p).length > 0 &&
        hoursThatDay(p).every((range) => range.slice(6) <= lastEnd),
    )!;
    expect(extra, 'a place to add').toBeTruthy();

    await openItinerary(page, plan.id, '&tab=daily');
    await expect(page.getByRole('heading', { name: /^Day 1 · / })).toBeVisible();

    // Add Activity: search the guide, pick the place, no start (after the day's last visit).
    await page.getByRole('button', { name: 'Add Activity' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an activity' });
    await expect(dialog.getByTestId('place-choices')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('searchbox').fill(extra.name);
    await dialog.getByRole('radio', { name: new RegExp(`^${escapeRegExp(extra.name)}`) }).check();
    await dialog.getByRole('button', { name: 'Add to itinerary' }).click();
    await expect(page.getByText(`${extra.name} added to`)).toBeVisible();
    await expect(dialog).toBeHidden();
    const added = page.getByTestId('day-view').locator('[data-type="attraction"]').filter({ hasText: extra.name });
    await expect(added).toBeVisible();
    await expect(page.getByTestId('itinerary')).toHaveAttribute('data-version', String(plan.version + 1));
    // It comes after the day's last visit, when the place has closed: the day shows the broken rule.
    await expect(page.getByTestId('day-view').getByTestId('violations')).toContainText(`Opening hours: ${extra.name}`);
    await expectDayViolations(page, await fetchPlan(page.request, plan.id), day.date);

    // Edit: early in the morning and shorter; the day is taken in time order, the visit marked shortened.
    await added.getByRole('button', { name: `Edit ${extra.name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${extra.name}` });
    await expect(edit.getByLabel('Start time')).toHaveValue(/^\d\d:\d\d$/);
    await edit.getByLabel('Start time').fill('08:30');
    await edit.getByLabel('Duration (minutes)').fill('30');
    await expectAccessible(page);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${extra.name} updated`)).toBeVisible();
    // The dialog gives the keyboard back to the Edit button that opened it.
    await expect(edit).toBeHidden();
    await expect(added.getByRole('button', { name: `Edit ${extra.name}` })).toBeFocused();
    await expect(added).toContainText('Shortened');
    const [start, end] = (await added.locator('time').allInnerTexts()).map(
      (clock) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3)),
    );
    expect(end! - start!).toBe(30);
    // Re-checked: in the morning it is open, and the day shows what the server found now.
    await expect(page.getByTestId('day-view').getByTestId('violations')).not.toContainText(
      `Opening hours: ${extra.name}`,
    );
    await expectDayViolations(page, await fetchPlan(page.request, plan.id), day.date);

    // Reorder with the keyboard: the visit moves one step later, focus stays on its button.
    const before = await rowIds(page);
    const movedId = (await fetchPlan(page.request, plan.id)).days[0]!.items.find((i) => i.title === extra.name)!.id;
    const index = before.indexOf(movedId);
    const moveDown = page.getByRole('button', { name: `Move ${extra.name} later` });
    await moveDown.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => rowIds(page)).toEqual(swap(before, index, index + 1));
    await expect(moveDown).toBeFocused();
    await expectAccessible(page);

    // Delete asks first; keeping it changes nothing and gives the keyboard back to Delete.
    const deleteButton = page.getByRole('button', { name: `Delete ${extra.name}` });
    await deleteButton.click();
    const confirm = page.getByRole('group', { name: `Remove ${extra.name} from the itinerary?` });
    await expect(confirm.getByRole('button', { name: 'Yes, remove it' })).toBeFocused();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await expect(deleteButton).toBeFocused();
    await expect(added).toHaveCount(1);

    // Delete it: the violation goes with it, and the keyboard moves to a neighbouring visit or meal.
    const neighbours = editableItems((await fetchPlan(page.request, plan.id)).days[0]!);
    const at = neighbours.findIndex((i) => i.id === movedId);
    const next = neighbours[at + 1] ?? neighbours[at - 1]!;
    await deleteButton.click();
    await page.getByRole('button', { name: 'Yes, remove it' }).click();
    await expect(page.getByText(`${extra.name} removed from the itinerary`)).toBeVisible();
    await expect(added).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Edit ${next.title}` }).first()).toBeFocused();
    const after = await fetchPlan(page.request, plan.id);
    expect(after.days[0]!.items.some((i) => i.placeId === extra.id)).toBe(false);
    await expectDayViolations(page, after, day.date);
  });

  test('Edit Trip plans again with a tight budget and the overview flags it; a rename keeps the plan', async ({
    page,
  }) => {
    await signUp(page, uniqueEmail('itinerary.edit-trip'));
    const plan = await createPlan(page.request);
    await openItinerary(page, plan.id);

    await page.getByRole('button', { name: 'Edit Trip' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Trip' });
    await expectAccessible(page);
    await dialog.getByLabel('Budget (USD)').fill('100');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Trip planned again with your changes')).toBeVisible();
    await expect(page.getByTestId('feasibility')).toHaveText('Needs attention');
    // The budget line is written from the plan's total and budget as money, not the engine's cents.
    const total = await page.getByTestId('plan-total').innerText();
    await expect(page.getByTestId('overview').getByTestId('violations')).toContainText(
      new RegExp(`Budget: The estimated total of ${escapeRegExp(total)} is \\$[\\d,.]+ over the budget of \\$100\\.`),
    );
    await expect(page.getByTestId('overview')).toContainText('over budget');

    // Name only: a PATCH, the days stay as they are.
    const replanned = await fetchPlan(page.request, plan.id);
    await page.getByRole('button', { name: 'Edit Trip' }).click();
    await dialog.getByLabel('Trip name').fill('Art week in Paris');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Trip updated')).toBeVisible();
    await expect(page.getByTestId('plan-name')).toHaveText('Art week in Paris');
    const renamed = await fetchPlan(page.request, plan.id);
    expect(renamed.days).toEqual(replanned.days);

    // The server's rules show on the fields.
    await page.getByRole('button', { name: 'Edit Trip' }).click();
    await dialog.getByLabel('End date').fill(dayBefore(plan.startDate));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('The end date cannot be before the start date')).toBeVisible();
  });

  test('a change made elsewhere first: the edit is refused, the latest trip loads and a toast says so', async ({
    page,
    consoleErrors,
  }) => {
    await signUp(page, uniqueEmail('itinerary.conflict'));
    const plan: Plan = await createPlan(page.request);
    await openItinerary(page, plan.id, '&tab=daily');
    const first = editableItems(plan.days[0]!)[0]!;
    // Another tab renames the trip meanwhile.
    const renamed = await apiCall(page.request, 'PATCH', `/api/plans/${plan.id}`, {
      version: plan.version,
      name: 'Renamed elsewhere',
    });
    expect(renamed.status()).toBe(200);

    await page.getByRole('button', { name: `Delete ${first.title}` }).click();
    await page.getByRole('button', { name: 'Yes, remove it' }).click();
    await expect(page.getByText('This trip changed')).toBeVisible();
    await expect(page.getByTestId('plan-name')).toHaveText('Renamed elsewhere');
    await expect(
      page.getByTestId('day-view').getByTestId('plan-item').filter({ hasText: first.title }).first(),
    ).toBeVisible();
    acceptConsoleErrors(consoleErrors, /409/);
  });

  test('Edit Trip refused because the trip changed: the dialog stays open with the trip as it now stands', async ({
    page,
    consoleErrors,
  }) => {
    await signUp(page, uniqueEmail('itinerary.edit-conflict'));
    const plan = await createPlan(page.request);
    await openItinerary(page, plan.id);
    await page.getByRole('button', { name: 'Edit Trip' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Trip' });
    await dialog.getByLabel('Pace').selectOption('relaxed');
    const renamed = await apiCall(page.request, 'PATCH', `/api/plans/${plan.id}`, {
      version: plan.version,
      name: 'Renamed elsewhere',
    });
    expect(renamed.status()).toBe(200);

    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('This trip changed')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Trip name')).toHaveValue('Renamed elsewhere');
    await expect(dialog.getByLabel('Pace')).toHaveValue('moderate');
    // Saving again now works on the latest version.
    await dialog.getByLabel('Pace').selectOption('relaxed');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Trip planned again with your changes')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('overview')).toContainText('Relaxed');
    acceptConsoleErrors(consoleErrors, /409/);
  });

  test('while one edit is on its way every other edit control waits', async ({ page }) => {
    await signUp(page, uniqueEmail('itinerary.one-at-a-time'));
    const plan = await createPlan(page.request);
    const [first, second] = editableItems(plan.days[0]!);
    await openItinerary(page, plan.id, '&tab=daily');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/days/*/order', async (route) => {
      await held;
      await route.continue();
    });

    await page.getByRole('button', { name: `Move ${first!.title} later` }).click();
    for (const name of [
      `Delete ${second!.title}`,
      `Edit ${second!.title}`,
      `Move ${second!.title} earlier`,
      'Add Activity',
      'Edit Trip',
    ]) {
      await expect(page.getByRole('button', { name, exact: true }).first()).toHaveAttribute('aria-disabled', 'true');
    }
    // An inert control does nothing (forced: the browser would not click a disabled control).
    await page.getByRole('button', { name: `Delete ${second!.title}` }).click({ force: true });
    await expect(page.getByRole('button', { name: 'Yes, remove it' })).toHaveCount(0);
    release();
    await expect(page.getByTestId('itinerary')).toHaveAttribute('data-version', String(plan.version + 1));
    await expect(page.getByRole('button', { name: `Delete ${second!.title}` })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  });

  test('Edit Trip re-planned but the rename failed: it says so and keeps the typed name to save again', async ({
    page,
    consoleErrors,
  }) => {
    await signUp(page, uniqueEmail('itinerary.partial'));
    const plan = await createPlan(page.request);
    await openItinerary(page, plan.id);
    await page.route(`**/api/plans/${plan.id}`, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 503, json: { error: { code: 'INTERNAL', message: 'Down for a moment.' } } })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Edit Trip' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Trip' });
    await dialog.getByLabel('Trip name').fill('Slow Paris');
    await dialog.getByLabel('Pace').selectOption('relaxed');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Trip planned again, but the new name was not saved')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Trip name')).toHaveValue('Slow Paris');
    await expect(page.getByTestId('itinerary')).toHaveAttribute('data-version', String(plan.version + 1));
    expect((await fetchPlan(page.request, plan.id)).name).toBe(plan.name);

    // Once the rename goes through, the name follows.
    await page.unroute(`**/api/plans/${plan.id}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Trip updated')).toBeVisible();
    await expect(page.getByTestId('plan-name')).toHaveText('Slow Paris');
    acceptConsoleErrors(consoleErrors, /503/);
  });

  test('a trip that starts today keeps its start date in Edit Trip, and says why', async ({ page }) => {
    await signUp(page, uniqueEmail('itinerary.started'));
    const plan = await createPlan(page.request, { startDate: dayAhead(0), endDate: dayAhead(2) });
    await openItinerary(page, plan.id);
    await page.getByRole('button', { name: 'Edit Trip' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Trip' });
    const start = dialog.getByLabel('Start date');
    await expect(start).toHaveAttribute('readonly', '');
    await expect(dialog).toContainText('The trip starts today, so its start date cannot change.');
    await expectAccessible(page);
    await dialog.getByLabel('Trip name').fill('Paris, already there');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Trip updated')).toBeVisible();
    await expect(page.getByTestId('plan-name')).toHaveText('Paris, already there');
  });
});

function dayBefore(date: string) {
  return new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

function swap<T>(list: readonly T[], a: number, b: number): T[] {
  const copy = [...list];
  [copy[a], copy[b]] = [copy[b]!, copy[a]!];
  return copy;
}
