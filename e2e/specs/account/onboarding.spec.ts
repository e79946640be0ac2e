import { expect, expectAccessible, test, uniqueEmail } from '../../fixtures.ts';
import { acceptConsoleErrors, settled } from '../auth/helpers.ts';
import { expectNoSidewaysScroll, signUp } from './helpers.ts';

test.describe('onboarding', () => {
  test('four steps: validation, data kept when going back, tour, Complete Setup saves and opens the dashboard', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const email = uniqueEmail('onboard');
    await signUp(page, email, 'Ana Silva');
    await page.goto('/onboarding');
    await expect(page).toHaveTitle('Welcome · Escazo');
    const progress = page.getByRole('progressbar', { name: 'Setup progress' });

    // Welcome
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Escazo!' })).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '25');
    for (const card of [
      'Smart Travel Planning',
      'Personalized Recommendations',
      'Best Price Guarantee',
      'Global Coverage',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: card })).toBeVisible();
    }
    await expect(page.getByRole('list', { name: 'Setup steps' }).getByRole('listitem')).toHaveCount(4);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Get Started' }).click();

    // Complete Your Profile: the documented messages on Continue; an edit clears its error
    await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Profile' })).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '50');
    await page.getByRole('button', { name: 'Continue' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Date of birth is required',
      'Country is required',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByRole('combobox', { name: 'Country' }).locator('option')).toHaveText([
      'Select your country',
      'United States',
      'Canada',
      'United Kingdom',
      'Australia',
      'Germany',
      'France',
      'Japan',
      'Other',
    ]);
    await expectAccessible(page);
    await page.getByRole('main').getByLabel('First name').fill('Ana');
    await expect(page.getByText('First name is required')).toHaveCount(0);
    await expect(page.getByText('Last name is required')).toBeVisible();
    await page.getByRole('main').getByLabel('Last name').fill('Moreira');
    await page.getByRole('main').getByLabel('Date of birth').fill('1990-04-02');
    await page.getByRole('main').getByLabel('Phone').fill('+1 401 555 0100');
    await page.getByRole('combobox', { name: 'Country' }).selectOption('Canada');
    await page
      .getByRole('combobox', { name: 'Travel experience' })
      .selectOption({ label: 'Frequent (3-5 trips per year)' });
    await expect(
      page.getByRole('combobox', { name: 'Travel experience' }).locator('option', { hasText: 'first time traveler' }),
    ).toHaveCount(1);
    await page.getByRole('button', { name: 'Continue' }).click();

    // Travel Preferences: no validation; Back keeps what was typed
    await expect(page.getByRole('heading', { level: 1, name: 'Travel Preferences' })).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '75');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('main').getByLabel('First name')).toHaveValue('Ana');
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('Canada');
    await page.getByRole('button', { name: 'Continue' }).click();

    const group = (name: string) => page.getByRole('group', { name });
    await group('Travel style').getByRole('checkbox', { name: 'Adventure' }).check();
    await group('Travel style').getByRole('checkbox', { name: 'Culture' }).check();
    await expect(group('Budget per trip').getByText('$500-$1,500')).toBeVisible();
    await group('Budget per trip')
      .getByRole('radio', { name: /Mid-range/ })
      .check();
    await group('Where you like to stay').getByRole('radio', { name: 'Boutique hotels' }).check();
    await group('Getting around').getByRole('radio', { name: 'Public transport' }).check();
    await group('Interests').getByRole('checkbox', { name: 'Food & dining' }).check();
    await group('Travel pace')
      .getByRole('radio', { name: /Moderate/ })
      .check();
    await settled(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    // App Tour: six slides, counter, dots; Previous on the first slide returns to preferences
    await expect(page.getByRole('heading', { level: 1, name: 'Take a Quick Tour' })).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByText('1 of 6')).toBeVisible();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Travel Preferences' })).toBeVisible();
    await expect(group('Travel style').getByRole('checkbox', { name: 'Culture' })).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();
    const titles = [
      'AI Trip Planning',
      'Smart Search',
      'Trip Management',
      'Secure Booking',
      'Travel Alerts',
      'Personalization',
    ];
    for (const [i, title] of titles.entries()) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(page.getByText(`${i + 1} of 6`)).toBeVisible();
      await expect(page.getByRole('button', { name: `Go to slide ${i + 1}: ${title}` })).toHaveAttribute(
        'aria-current',
        'true',
      );
      if (i < 5) await page.getByRole('button', { name: 'Next' }).click();
    }
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await expect(page.getByText("You're all set!")).toBeVisible();
    await page.getByRole('button', { name: 'Go to slide 2: Smart Search' }).click();
    await expect(page.getByText('2 of 6')).toBeVisible();
    await page.getByRole('button', { name: 'Go to slide 6: Personalization' }).click();
    await settled(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Complete Setup' }).click();

    await expect(page.getByText('Your profile is set up!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: /Welcome back, Ana/ })).toBeVisible();

    // What was entered is stored on the account
    const profile = await (await page.request.get('/api/me/profile')).json();
    expect(profile).toMatchObject({
      firstName: 'Ana',
      lastName: 'Moreira',
      dateOfBirth: '1990-04-02',
      phone: '+1 401 555 0100',
      country: 'Canada',
      travelExperience: 'frequent',
      onboarded: true,
    });
    const preferences = await (await page.request.get('/api/me/preferences')).json();
    expect(preferences.travel).toEqual({
      travelStyle: ['adventure', 'culture'],
      budget: 'mid-range',
      accommodation: 'boutique',
      transportation: 'public-transport',
      interests: ['food'],
      travelPace: 'moderate',
    });

    // …and shown in Profile Settings
    await page.goto('/profile');
    await expect(page.getByText('Moreira')).toBeVisible();
    await expect(page.getByText('April 2, 1990')).toBeVisible();
    await expect(page.getByText('+1 401 555 0100')).toBeVisible();
  });

  test('a failed completion shows the fallback toast and goes home', async ({ page, consoleErrors }) => {
    await signUp(page, uniqueEmail('onboardfail'));
    await page.route('**/api/me/onboarding', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'SERVICE_UNAVAILABLE', message: 'Try again later.' } }),
      }),
    );
    await page.goto('/onboarding');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.getByRole('main').getByLabel('First name').fill('Ana');
    await page.getByRole('main').getByLabel('Last name').fill('Silva');
    await page.getByRole('main').getByLabel('Date of birth').fill('1991-07-15');
    await page.getByRole('combobox', { name: 'Country' }).selectOption('Japan');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Go to slide 6: Personalization' }).click();
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await expect(page.getByText("We couldn't finish setting up your profile")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    acceptConsoleErrors(consoleErrors, /503/);
  });

  test('Skip for now saves nothing but the choice, says where to finish, and goes home', async ({ page }) => {
    const email = uniqueEmail('skip');
    await signUp(page, email);
    await page.goto('/onboarding');
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expect(page.getByText('You can complete your profile later in account settings.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const profile = await (await page.request.get('/api/me/profile')).json();
    expect(profile).toMatchObject({ dateOfBirth: '', country: '', travelExperience: null });
  });

  test('fits a 360 px screen and shows no bottom bar', async ({ page }) => {
    await signUp(page, uniqueEmail('onboard360'));
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/onboarding');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Escazo!' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Get Started' }).click();
    await expectNoSidewaysScroll(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toBeVisible();
  });
});
