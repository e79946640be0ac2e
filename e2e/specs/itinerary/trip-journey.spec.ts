import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { test, expect, expectAccessible, uniqueEmail } from '../../fixtures.ts';
import { signUp } from '../account/helpers.ts';
import { APPROVED_CARD, expectCheckout, fillCard, fillPhone, fillTraveller } from '../bookings/checkout-helpers.ts';
import { dayFromToday, fillWhere, planResult } from '../planner/planner-helpers.ts';
import { dayItems } from './itinerary-helpers.ts';
import {
  escapeRegExp,
  expectDayViolations,
  exportSlug,
  findItem,
  itemRow,
  laterClock,
  planAnsweredBy,
} from './journey-helpers.ts';

const downloadedBytes = async (download: Download) => readFile((await download.path())!);

/** Opens one of the itinerary's tabs. */
async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test.describe('Trip planner journey', () => {
  test('a traveller plans a trip, edits it, books its stay, exports, shares it and stops sharing', async ({
    page,
    browser,
    context,
  }) => {
    test.setTimeout(180_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signUp(page, uniqueEmail('journey'));

    // Plan: five days in Paris about a month ahead, two travellers, three interests, the default pace.
    // Repeats of this test alternate between two weeks no other spec books in Paris, so two runs side
    // by side never compete for the same stay (a stay takes one booking a night).
    const firstDay = test.info().repeatEachIndex % 2 === 0 ? 34 : 24;
    const start = dayFromToday(firstDay);
    const end = dayFromToday(firstDay + 4);
    await page.goto('/plan-trip');
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await expectAccessible(page);
    await fillWhere(page, 'Paris', start, end);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 2 of 4')).toBeVisible();
    await page.getByRole('spinbutton', { name: 'Travelers' }).fill('2');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    for (const interest of ['Art', 'History', 'Food']) {
      await page.getByRole('button', { name: interest, exact: true }).click();
      await expect(page.getByRole('button', { name: interest, exact: true })).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(page.getByRole('radio', { name: /Moderate/ })).toBeChecked();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 4 of 4')).toBeVisible();
    let plan = await planAnsweredBy(page, 'POST', /^\/api\/plans$/, () =>
      page.getByRole('button', { name: 'Generate Itinerary' }).click(),
    );
    expect(plan).toMatchObject({
      startDate: start,
      endDate: end,
      travelers: 2,
      pace: 'moderate',
      interests: ['Art', 'History', 'Food'],
    });
    expect(plan.days).toHaveLength(5);

    // The page shows the plan the server made.
    await expect(page.getByText('Your itinerary is ready!')).toBeVisible({ timeout: 30_000 });
    const result = planResult(page);
    await expect(result.getByRole('heading', { level: 2 })).toHaveText(plan.name);
    await expect(result.getByText(/· 2 travelers/)).toBeVisible();
    await expect(result.getByRole('heading', { level: 3, name: /^Day \d/ })).toHaveCount(5);
    for (const item of plan.days.flatMap((d) => d.items).filter((i) => i.type === 'attraction'))
      await expect(result).toContainText(item.title);
    await expectAccessible(page);
    await result.getByRole('link', { name: 'Open in Itinerary' }).click();
    await expect(page).toHaveURL(`/itinerary?trip=${plan.id}`);

    // Overview.
    await expect(page.getByTestId('itinerary')).toBeVisible();
    await expect(page.getByTestId('plan-name')).toHaveText(plan.name);
    await expect(page.getByTestId('overview')).toContainText('2 travelers');
    await expect(page.getByTestId('overview')).toContainText('5 days');
    await expectAccessible(page);

    // Daily Itinerary: delete a visit on day 1.
    await openTab(page, 'Daily Itinerary');
    await expect(page.getByRole('heading', { name: /^Day 1 · / })).toBeVisible();
    const day = plan.days[0]!;
    await expect(dayItems(page)).toHaveCount(day.items.length);
    await expectDayViolations(page, plan, day.date);
    await expectAccessible(page);
    const visits = day.items.filter((i) => i.type === 'attraction');
    expect(visits.length, 'day 1 has at least two visits').toBeGreaterThanOrEqual(2);
    const deleted = visits[0]!;
    await page.getByRole('button', { name: `Delete ${deleted.title}` }).click();
    plan = await planAnsweredBy(page, 'DELETE', new RegExp(`^/api/plans/${plan.id}/items/${deleted.id}$`), () =>
      page.getByRole('button', { name: 'Yes, remove it' }).click(),
    );
    await expect(page.getByText(`${deleted.title} removed from the itinerary`)).toBeVisible();
    expect(findItem(plan, deleted.id)).toBeUndefined();
    await expect(itemRow(page, deleted.id)).toHaveCount(0);
    await expect(dayItems(page)).toHaveCount(plan.days[0]!.items.length);
    await expectDayViolations(page, plan, day.date);

    // Add Activity: the first place the guide offers, on day 1 after its last visit.
    await page.getByRole('button', { name: 'Add Activity' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add an activity' });
    const choices = addDialog.getByTestId('place-choices');
    await expect(choices).toBeVisible();
    await expectAccessible(page);
    const placeName = (
      await choices.getByRole('listitem').first().locator('label > span > span').first().innerText()
    ).trim();
    await addDialog.getByRole('radio', { name: new RegExp(`^${escapeRegExp(placeName)}`) }).check();
    const beforeAdd = new Set(plan.days[0]!.items.map((i) => i.id));
    plan = await planAnsweredBy(page, 'POST', new RegExp(`^/api/plans/${plan.id}/items$`), () =>
      addDialog.getByRole('button', { name: 'Add to itinerary' }).click(),
    );
    await expect(page.getByText(`${placeName} added to`)).toBeVisible();
    await expect(addDialog).toBeHidden();
    const added = plan.days[0]!.items.find((i) => !beforeAdd.has(i.id) && i.title === placeName);
    expect(added, `the server's day 1 holds ${placeName}`).toBeTruthy();
    await expect(itemRow(page, added!.id)).toContainText(placeName);
    await expect(dayItems(page)).toHaveCount(plan.days[0]!.items.length);
    await expectDayViolations(page, plan, day.date);

    // Edit a visit's start time: half an hour later.
    const edited = visits[1]!;
    const current = findItem(plan, edited.id)!;
    const newStart = laterClock(current.start, 30);
    await page.getByRole('button', { name: `Edit ${edited.title}` }).click();
    const editDialog = page.getByRole('dialog', { name: `Edit ${edited.title}` });
    await expect(editDialog.getByLabel('Start time')).toHaveValue(current.start);
    await editDialog.getByLabel('Start time').fill(newStart);
    await expectAccessible(page);
    plan = await planAnsweredBy(page, 'PATCH', new RegExp(`^/api/plans/${plan.id}/items/${edited.id}$`), () =>
      editDialog.getByRole('button', { name: 'Save' }).click(),
    );
    await expect(page.getByText(`${edited.title} updated`)).toBeVisible();
    await expect(editDialog).toBeHidden();
    expect(findItem(plan, edited.id)!.start).toBe(newStart);
    await expect(itemRow(page, edited.id).locator('time').first()).toHaveText(newStart);
    await expectDayViolations(page, plan, day.date);
    await expectAccessible(page);

    // Bookings: book the planned place to stay through checkout.
    const lodging = plan.days.flatMap((d) => d.items).find((i) => i.bookable === 'hotel' || i.bookable === 'stay');
    expect(lodging, 'the plan chose a place to stay').toBeTruthy();
    await openTab(page, 'Bookings');
    await expect(page.getByText('No bookings in Paris on these dates yet.')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: `Book ${lodging!.title}` }).click();
    await expectCheckout(page);
    await fillTraveller(page.getByRole('group', { name: 'Lead guest' }), 'Ana', 'Silva');
    await fillPhone(page, '+33 1 23 45 67 89');
    await fillCard(page, APPROVED_CARD);
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
    await expect(page.getByTestId('booking-status')).toHaveText('Confirmed');
    const code = (await page.getByTestId('confirmation-code').innerText()).trim();
    expect(code).toMatch(/^[A-Z0-9-]{5,}$/);

    // Back in the itinerary, the booking belongs to the trip, with a note that the city's lodging is booked.
    await page.goto(`/itinerary?trip=${plan.id}`);
    await expect(page.getByTestId('plan-name')).toHaveText(plan.name);
    await openTab(page, 'Bookings');
    const booked = page.getByTestId('trip-bookings');
    await expect(booked.getByRole('listitem')).toHaveCount(1);
    await expect(booked).toContainText(code);
    await expect(booked.getByRole('link')).toHaveAttribute('href', /^\/bookings\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('already-booked')).toBeVisible();
    await expect(page.getByRole('button', { name: `Book ${lodging!.title}` })).toHaveCount(1);
    await expectAccessible(page);

    // Export: a real PDF and a real calendar file, named after the trip.
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Export as PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`${exportSlug(plan.name)}.pdf`);
    expect((await downloadedBytes(pdf)).subarray(0, 4).toString('latin1')).toBe('%PDF');
    await expect(page.getByText('Itinerary exported to PDF')).toBeVisible();
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const [ics] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Add to calendar (.ics)' }).click(),
    ]);
    expect(ics.suggestedFilename()).toBe(`${exportSlug(plan.name)}.ics`);
    const calendar = (await downloadedBytes(ics)).toString('utf8');
    expect(calendar).toMatch(/^BEGIN:VCALENDAR\r?\n/);
    expect(calendar).toContain('BEGIN:VEVENT');
    expect(calendar.trimEnd()).toMatch(/END:VCALENDAR$/);

    // Share: a link that opens read-only for someone signed out.
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const shareDialog = page.getByRole('dialog', { name: 'Share this itinerary' });
    await shareDialog.getByRole('button', { name: 'Create link' }).click();
    await expect(page.getByText('Itinerary link copied to clipboard')).toBeVisible();
    const url = await shareDialog.getByTestId('share-url').inputValue();
    expect(url).toMatch(/\/itinerary\/shared\/[A-Za-z0-9_-]{40,}$/);
    await expectAccessible(page);

    const guestContext = await browser.newContext();
    try {
      const guest = await guestContext.newPage();
      const guestErrors: string[] = [];
      guest.on('console', (msg) => msg.type() === 'error' && guestErrors.push(msg.text()));
      guest.on('pageerror', (err) => guestErrors.push(err.message));
      await guest.goto(new URL(url).pathname);
      await guest.locator('html[data-ready]').waitFor({ state: 'attached' });
      expect((await guest.request.get('/api/auth/session').then((r) => r.json())) as { user: unknown }).toMatchObject({
        user: null,
      });
      await expect(guest.getByTestId('shared-itinerary')).toBeVisible();
      await expect(guest.getByTestId('plan-name')).toHaveText(plan.name);
      await expect(guest.getByRole('tab')).toHaveText(['Overview', 'Daily Itinerary', 'Map View']);
      await expect(guest.getByRole('button', { name: 'Edit Trip' })).toHaveCount(0);
      await expect(guest.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);
      await expectAccessible(guest);
      await guest.getByRole('tab', { name: 'Daily Itinerary' }).click();
      await expect(guest.getByTestId('day-view')).toBeVisible();
      // The shared copy is the edited trip: the deleted visit gone, the added one and the new time there.
      await expect(itemRow(guest, deleted.id)).toHaveCount(0);
      await expect(itemRow(guest, added!.id)).toContainText(placeName);
      await expect(itemRow(guest, edited.id).locator('time').first()).toHaveText(newStart);
      await expect(guest.getByRole('button', { name: 'Add Activity' })).toHaveCount(0);
      await expect(guest.getByRole('button', { name: /^(Edit|Delete|Move) / })).toHaveCount(0);
      await expectAccessible(guest);
      expect(guestErrors).toEqual([]);

      // Stop sharing: the same link now says it does not work.
      await shareDialog.getByRole('button', { name: 'Stop sharing' }).click();
      await expect(page.getByText('Sharing stopped: the link no longer works')).toBeVisible();
      await guest.reload();
      await expect(guest.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
      await expect(guest.getByTestId('shared-itinerary')).toHaveCount(0);
      await expectAccessible(guest);
      // The refused link is logged as a failed (404) resource load, and nothing else.
      expect(guestErrors.length, 'the refused link is logged').toBeGreaterThan(0);
      expect(guestErrors.filter((e) => !/404/.test(e))).toEqual([]);
    } finally {
      await guestContext.close();
    }
  });
});
