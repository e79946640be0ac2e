import { expect, expectAccessible, test, uniqueEmail } from '../../fixtures.ts';
import { signUp } from '../account/helpers.ts';
import { dayFromToday, pickDestination, planResult } from './planner-helpers.ts';

test.describe('/ai-start-planning', () => {
  test('free-text dates are read as a range, and unreadable ones are said so', async ({ page }) => {
    await page.goto('/ai-start-planning');
    await expectAccessible(page);
    const dates = page.getByLabel('Travel dates');
    await dates.fill('next weekend');
    await expect(page.getByTestId('parsed-dates')).toHaveText(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4} – [A-Z][a-z]{2} \d{1,2}, \d{4} \(2 days\)$/,
    );
    await dates.fill('tomorrow for 3 days');
    await expect(page.getByTestId('parsed-dates')).toHaveText(/\(3 days\)$/);
    await dates.fill('12/20-12/24');
    await expect(page.getByTestId('parsed-dates')).toHaveText(/^Dec 20, \d{4} – Dec 24, \d{4} \(5 days\)$/);
    await dates.fill('Feb 30 to Mar 2');
    await expect(page.getByTestId('parsed-dates')).toHaveText('Feb 30 is not a day on the calendar.');
    await dates.fill('Dec 18 to Dec 12');
    await expect(page.getByTestId('parsed-dates')).toHaveText('The end date cannot be before the start date');
    await dates.fill('whenever suits');
    await expect(page.getByTestId('parsed-dates')).toHaveText(/^We cannot read these dates yet/);
    await pickDestination(page, 'Rome');
    await page.getByRole('button', { name: 'Generate My Itinerary' }).click();
    await expect(page.getByText(/^Invalid Dates/)).toBeVisible();
  });

  test('signed out, a quick start plans the trip and asks to sign in to save it', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/ai-start-planning');
    await page.getByRole('button', { name: 'Start Planning' }).first().click();
    await pickDestination(page, 'Tokyo');
    await page.getByLabel('Travel dates').fill('next weekend');
    await page.getByRole('spinbutton', { name: 'Travelers' }).fill('3');
    await page.getByRole('button', { name: 'Culture', exact: true }).click();
    await page.getByRole('button', { name: 'Food', exact: true }).click();
    const slider = page.getByRole('slider', { name: 'Budget' });
    await expect(slider).toHaveAttribute('aria-valuetext', 'Moderate');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuetext', 'Luxury');
    await page.getByRole('button', { name: 'Generate My Itinerary' }).click();
    await expect(page.getByText('Your itinerary is ready!')).toBeVisible({ timeout: 30_000 });
    const result = planResult(page);
    await expect(result.getByRole('link', { name: 'Sign in to save this trip' })).toBeVisible();
    await expect(result.getByRole('heading', { level: 3, name: /^Day \d/ })).toHaveCount(2);
    await expect(result.getByText(/· 3 travelers/)).toBeVisible();
    const href = (await result.getByRole('link', { name: 'Sign in to save this trip' }).getAttribute('href'))!;
    const planId = decodeURIComponent(href).match(/claim=([0-9a-f-]{36})/)![1]!;
    const { plan } = (await (await page.request.get(`/api/plans/${planId}`)).json()) as {
      plan: { tier: string; travelers: number; interests: string[]; saved: boolean };
    };
    expect(plan).toMatchObject({ tier: 'luxury', travelers: 3, saved: false });
    expect(new Set(plan.interests)).toEqual(new Set(['Culture', 'History', 'Art', 'Food']));
  });

  test('signed in, a quick start opens the saved trip in the itinerary', async ({ page }) => {
    test.setTimeout(90_000);
    await signUp(page, uniqueEmail('quick-start'));
    await page.goto('/ai-start-planning');
    await pickDestination(page, 'Kyoto');
    await page.getByLabel('Travel dates').fill('next weekend');
    await page.getByRole('button', { name: 'Generate My Itinerary' }).click();
    await expect(page.getByText('Your itinerary is ready!')).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/itinerary\?trip=[0-9a-f-]{36}$/);
    const { plans } = (await (await page.request.get('/api/plans')).json()) as {
      plans: { id: string; destination: { name: string } }[];
    };
    expect(plans).toHaveLength(1);
    expect(page.url()).toContain(plans[0]!.id);
  });

  test('Get Inspired fills the destination, links the guides, and the carousel moves on request', async ({ page }) => {
    await page.goto('/ai-start-planning');
    const grid = page.getByTestId('inspiration-grid');
    await expect(grid.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })).toHaveCount(8);
    const firstName = (await grid.getByRole('heading', { level: 3 }).first().textContent())!;
    await expect(grid.getByRole('link', { name: firstName, exact: true })).toHaveAttribute(
      'href',
      `/blog/${encodeURIComponent(firstName)}`,
    );
    await grid.getByRole('button', { name: `Select ${firstName}` }).click();
    await expect(page.getByText(`${firstName} selected! Enter travel dates to continue planning.`)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Destination' })).toHaveValue(firstName);
    await expect(page.getByLabel('Travel dates')).toBeFocused();

    const carousel = page.getByRole('region', { name: 'Featured destinations' });
    await expect(carousel.getByText('1 / 8')).toBeVisible();
    await carousel.getByRole('button', { name: 'Next destination' }).click();
    await expect(carousel.getByText('2 / 8')).toBeVisible();
    await carousel.getByRole('button', { name: 'Previous destination' }).click();
    await carousel.getByRole('button', { name: 'Previous destination' }).click();
    await expect(carousel.getByText('8 / 8')).toBeVisible();
    await page.getByRole('tab', { name: 'Budget' }).click();
    await expect(page.getByRole('heading', { name: 'Costs you can check' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a destination, dates and budget handed over by another page fill the quick start', async ({ page }) => {
    await page.goto(
      `/ai-start-planning?destination=Rome&startDate=${dayFromToday(30)}&endDate=${dayFromToday(33)}&budget=3000`,
    );
    await expect(page.getByRole('combobox', { name: 'Destination' })).toHaveValue('Rome');
    await expect(page.getByLabel('Travel dates')).toHaveValue(`${dayFromToday(30)} to ${dayFromToday(33)}`);
    await expect(page.getByTestId('parsed-dates')).toHaveText(/\(4 days\)$/);
    await expect(page.getByText('Total budget from your budget plan: $3,000')).toBeVisible();
  });

  test('the feature cards are links that open at once: the budget page, or a section of this page', async ({
    page,
  }) => {
    await page.goto('/ai-start-planning');
    const historyLength = await page.evaluate(() => history.length);
    await page.getByRole('link', { name: /^AI Itineraries/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Quick start' })).toBeFocused();
    await page.getByRole('link', { name: /^Local Insights/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Get Inspired' })).toBeFocused();
    // On this page already, the cards replace the entry rather than adding to history.
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await page.getByRole('link', { name: /^Budget-Friendly/ }).click();
    await expect(page).toHaveURL('/budget-ai');
  });

  test('fewer than 1 traveler is Invalid Travelers, not a trip for one', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/plans')) requests.push(request.method());
    });
    await page.goto('/ai-start-planning');
    await pickDestination(page, 'Rome');
    await page.getByLabel('Travel dates').fill('next weekend');
    const travelers = page.getByRole('spinbutton', { name: 'Travelers' });
    await travelers.fill('0');
    await page.getByRole('button', { name: 'Generate My Itinerary' }).click();
    await expect(page.getByText('Invalid Travelers: Please enter at least 1 traveler.')).toBeVisible();
    await expect(travelers).toBeFocused();
    expect(requests).toEqual([]);
  });

  test('the hero and closing buttons take focus to the quick start', async ({ page }) => {
    await page.goto('/ai-start-planning');
    const heading = page.getByRole('heading', { level: 2, name: 'Quick start' });
    await page.getByRole('button', { name: 'Start Planning', exact: true }).click();
    await expect(heading).toBeFocused();
    await page.getByRole('button', { name: 'Start the quick start' }).click();
    await expect(heading).toBeFocused();
  });
});

test.describe('the Get Inspired carousel', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('moves on every 7 s, and stands still while hovered, focused or paused', async ({ page }) => {
    await page.clock.install();
    await page.goto('/ai-start-planning');
    const carousel = page.getByRole('region', { name: 'Featured destinations' });
    await expect(carousel.getByText('1 / 8')).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(7000);
    await expect(carousel.getByText('2 / 8')).toBeVisible();

    await carousel.hover();
    await page.clock.runFor(15_000);
    await expect(carousel.getByText('2 / 8')).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(7000);
    await expect(carousel.getByText('3 / 8')).toBeVisible();

    await carousel.getByRole('button', { name: 'Next destination' }).focus();
    await page.clock.runFor(15_000);
    await expect(carousel.getByText('3 / 8')).toBeVisible();

    await carousel.getByRole('button', { name: 'Pause' }).click();
    await page.mouse.move(0, 0);
    await page.getByRole('heading', { level: 2, name: 'Get Inspired' }).focus();
    await page.clock.runFor(15_000);
    await expect(carousel.getByText('3 / 8')).toBeVisible();
    await carousel.getByRole('button', { name: 'Play' }).click();
    await page.mouse.move(0, 0);
    await page.getByRole('heading', { level: 2, name: 'Get Inspired' }).focus();
    await page.clock.runFor(7000);
    await expect(carousel.getByText('4 / 8')).toBeVisible();
  });
});
