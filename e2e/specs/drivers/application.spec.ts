import type { Page } from '@playwright/test';
import { expect, expectAccessible, storedRows, test, uniqueEmail } from '../../fixtures.ts';

/** Removes the console errors a test provokes on purpose (e.g. Chrome logging a 4xx response), requiring at least one. */
function acceptConsoleErrors(consoleErrors: string[], pattern: RegExp) {
  const expected = consoleErrors.filter((e) => pattern.test(e));
  expect(expected.length, `console errors matching ${pattern}`).toBeGreaterThan(0);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !pattern.test(e)));
}

type ApplicationRow = Record<string, string | null>;

const textbox = (page: Page, name: string | RegExp) => page.getByRole('textbox', { name, exact: true });
const select = (page: Page, name: string | RegExp) => page.getByRole('combobox', { name });

async function fillValidApplication(page: Page, email: string) {
  await textbox(page, 'First name').fill('Maria');
  await textbox(page, 'Last name').fill('Lopez');
  await textbox(page, 'Email').fill(email);
  await textbox(page, 'Phone number').fill('+1 (401) 555-0100');
  await textbox(page, 'City').fill('Providence');
  await select(page, 'State').selectOption({ label: 'Rhode Island (RI)' });
  await select(page, 'Vehicle make').selectOption({ label: 'Mercedes-Benz' });
  await textbox(page, 'Vehicle model').fill('EQB 300');
  await textbox(page, 'Vehicle year').fill('2023');
  await select(page, /Rideshare or professional driving experience/).selectOption({ label: '3-5 years' });
  await textbox(page, /Why do you want to drive with Escazo/).fill('I already drive an EV every day.');
  await page.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).click();
}

test.describe('driver application', () => {
  test('shows the heading, the four steps and the form, and is accessible', async ({ page }) => {
    await page.goto('/application');
    await expect(page.getByRole('heading', { level: 1, name: 'Apply to Drive' })).toBeVisible();
    for (const step of ['Apply', 'Review', 'Vehicle check', 'Start driving']) {
      await expect(page.getByRole('heading', { level: 3, name: step, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/terms');
    const makes = await select(page, 'Vehicle make').locator('option').allTextContents();
    expect(makes.slice(1)).toEqual([
      'Tesla',
      'Nissan',
      'Chevrolet',
      'Ford',
      'Hyundai',
      'Kia',
      'Audi',
      'BMW',
      'Mercedes-Benz',
      'Volkswagen',
      'Rivian',
      'Lucid',
      'Other',
    ]);
    const states = await select(page, 'State')
      .locator('option')
      .evaluateAll((o) => o.map((e) => (e as HTMLOptionElement).value));
    expect(states.slice(1)).toEqual(['AL', 'AK', 'AZ', 'CA', 'CO', 'CT', 'RI']);
    await expectAccessible(page);
  });

  test('an empty or bad application shows the documented messages and stores nothing', async ({ page }) => {
    const email = uniqueEmail('driver-bad');
    await page.goto('/application');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Please enter a valid phone number',
      'City is required',
      'State is required',
      'Vehicle make is required',
      'Vehicle model is required',
      'Please enter a valid year',
      'You must agree to the terms and conditions',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expectAccessible(page);

    await textbox(page, 'Email').fill('maria@');
    await textbox(page, 'Vehicle year').fill('22');
    await textbox(page, 'Email').blur();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await fillValidApplication(page, email);
    await textbox(page, 'Phone number').fill('555-0100');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
    expect(await storedRows(page, 'driver-applications', email)).toEqual([]);
  });

  test('a valid application is stored, confirmed, and the form can be filled again; a second one is taken as a repeat', async ({
    page,
  }) => {
    const email = uniqueEmail('driver-ok');
    await page.goto('/application');
    await fillValidApplication(page, email);
    await page.getByRole('button', { name: 'Submit Application' }).click();

    await expect(page.getByText('Application Submitted')).toBeVisible();
    await expect(page.getByText("We've received your application and will contact you soon!")).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Application received' })).toBeFocused();
    await expect(page.getByText(`contact you at ${email}`)).toBeVisible();
    // Checked with the toast on screen: toasts must meet contrast too.
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Close toast' }).click();
    await expect(page.getByText('Application Submitted')).toBeHidden();

    const rows = await storedRows<ApplicationRow>(page, 'driver-applications', email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firstName: 'Maria',
      lastName: 'Lopez',
      email,
      phoneNumber: '+1 (401) 555-0100',
      city: 'Providence',
      state: 'RI',
      vehicleMake: 'mercedes',
      vehicleModel: 'EQB 300',
      vehicleYear: '2023',
      drivingExperience: '3-5',
      whyJoin: 'I already drive an EV every day.',
      status: 'new',
    });

    await page.getByRole('button', { name: 'Return to Application Form' }).click();
    await expect(textbox(page, 'First name')).toHaveValue('');
    await expect(textbox(page, 'Email')).toHaveValue('');
    await expect(page.getByRole('checkbox', { name: 'I agree to the terms and conditions' })).not.toBeChecked();

    await fillValidApplication(page, email.toUpperCase());
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Application received' })).toBeFocused();
    const both = await storedRows<ApplicationRow>(page, 'driver-applications', email);
    expect(both).toHaveLength(2);
    const repeat = both.find((row) => row.previousApplicationId !== null);
    expect(repeat?.previousApplicationId).toBe(rows[0]!.id);
  });

  test('a vehicle year of four characters passes the form; the server asks for a model year from 1990', async ({
    page,
    consoleErrors,
  }) => {
    const email = uniqueEmail('driver-year');
    await page.goto('/application');
    await fillValidApplication(page, email);
    await textbox(page, 'Vehicle year').fill('1985');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(textbox(page, 'Vehicle year')).toHaveAttribute('aria-invalid', 'true');
    await expect(textbox(page, 'Vehicle year')).toHaveAccessibleDescription(
      /Please enter a model year from 1990 to next year/,
    );
    expect(await storedRows(page, 'driver-applications', email)).toEqual([]);
    acceptConsoleErrors(consoleErrors, /status of 400/);
    await textbox(page, 'Vehicle year').fill('2019');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Application received' })).toBeFocused();
    expect(await storedRows(page, 'driver-applications', email)).toHaveLength(1);
  });
});
