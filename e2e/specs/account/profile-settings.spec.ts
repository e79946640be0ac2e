import { expect, expectAccessible, test, uniqueEmail } from '../../fixtures.ts';
import { acceptConsoleErrors, settled } from '../auth/helpers.ts';
import { expectNoSidewaysScroll, signUp } from './helpers.ts';

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test.describe('Profile Settings: Personal Info', () => {
  test('view, Edit, Cancel discards, Save stores and the account name follows', async ({ page }) => {
    const email = uniqueEmail('personal');
    await signUp(page, email, 'Ana Silva');
    await page.goto('/profile');
    await expect(page).toHaveTitle('Profile Settings · Escazo');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Personal Info' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(email).first()).toBeVisible();
    await expectAccessible(page);

    // Cancel leaves everything as it was
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('main').getByLabel('Location').fill('Nowhere');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Nowhere')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();

    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('main').getByRole('textbox', { name: 'Email' })).toHaveJSProperty('readOnly', true);
    await expect(page.getByRole('combobox', { name: 'Country' }).locator('option')).toHaveText([
      'Select a country',
      'United States',
      'Canada',
      'United Kingdom',
      'Australia',
    ]);
    await page.getByRole('main').getByLabel('First name').fill('Beatriz');
    await page.getByRole('main').getByLabel('Last name').fill('Costa');
    await page.getByRole('main').getByLabel('Phone').fill('+44 20 7946 0000');
    await page.getByRole('main').getByLabel('Date of birth').fill('1988-12-24');
    await page.getByRole('combobox', { name: 'Country' }).selectOption('United Kingdom');
    await page.getByRole('main').getByLabel('Location').fill('London');
    await page.getByRole('main').getByLabel('Bio').fill('Rail journeys and good coffee.');
    await settled(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile information updated successfully!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(page.getByText('Rail journeys and good coffee.')).toBeVisible();
    await expect(page.getByText('December 24, 1988')).toBeVisible();
    // The account's name follows (session refreshed without a reload).
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Beatriz Costa!' })).toBeVisible();
    await page.goBack();

    await page.reload();
    await expect(page.getByText('London')).toBeVisible();
    const profile = await (await page.request.get('/api/me/profile')).json();
    expect(profile).toMatchObject({
      firstName: 'Beatriz',
      lastName: 'Costa',
      country: 'United Kingdom',
      location: 'London',
      bio: 'Rail journeys and good coffee.',
    });
  });

  test('avatar: upload an image, refuse one that is too large, remove it', async ({ page }) => {
    await signUp(page, uniqueEmail('avatar'), 'Ana Silva');
    await page.goto('/profile');
    const upload = page.getByRole('main').getByLabel('Upload photo');
    await upload.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Profile updated')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove photo' })).toBeVisible();
    expect((await (await page.request.get('/api/me/profile')).json()).hasCustomAvatar).toBe(true);

    await upload.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
    await expect(page.getByText('That image is larger than 2 MB. Please choose a smaller one.')).toBeVisible();

    await page.getByRole('button', { name: 'Remove photo' }).click();
    await expect(page.getByRole('button', { name: 'Remove photo' })).toHaveCount(0);
    expect((await (await page.request.get('/api/me/profile')).json()).hasCustomAvatar).toBe(false);
  });

  test('the server checks the content: a text file named .png is refused', async ({ page, consoleErrors }) => {
    await signUp(page, uniqueEmail('avatarfake'));
    await page.goto('/profile');
    await page
      .getByRole('main')
      .getByLabel('Upload photo')
      .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
    await expect(page.getByText('Please choose a PNG, JPEG, GIF or WebP image.')).toBeVisible();
    acceptConsoleErrors(consoleErrors, /400/);
  });
});

test.describe('Profile Settings: Preferences', () => {
  test('save shows the documented toast and persists after reload; two-factor links to Security', async ({ page }) => {
    await signUp(page, uniqueEmail('prefs'));
    await page.goto('/profile?tab=preferences');
    await expect(page.getByRole('tab', { name: 'Preferences' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('combobox', { name: 'Language' }).locator('option')).toHaveText([
      'English',
      'Spanish',
      'French',
      'German',
      'Japanese',
    ]);
    await expect(page.getByRole('main').getByRole('combobox', { name: 'Currency' }).locator('option')).toHaveText([
      'USD',
      'EUR',
      'GBP',
      'JPY',
      'AUD',
    ]);
    await expectAccessible(page);
    await page.getByRole('main').getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    const promotions = page.getByRole('switch', { name: 'Receive promotions' });
    const initial = await promotions.getAttribute('aria-checked');
    await promotions.click();
    await page.getByRole('switch', { name: 'Price drop alerts' }).click();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(page.getByText('Preferences updated successfully!')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('main').getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('fr');
    await expect(promotions).toHaveAttribute('aria-checked', initial === 'true' ? 'false' : 'true');

    await expect(page.getByText('Two-factor authentication')).toBeVisible();
    await page.getByRole('button', { name: 'Manage in Security' }).click();
    await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/tab=security/);
  });
});

test.describe('Profile Settings: Travel Preferences', () => {
  test('the onboarding questions are editable, persist, and the recommendation profile follows them', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signUp(page, uniqueEmail('travel-prefs'));
    // The recommendation profile is read once before any answer (the documented defaults).
    const before = await page.request.get('/api/me/travel-profile');
    expect(before.status()).toBe(200);
    await page.goto('/profile?tab=preferences');
    const form = page.getByRole('form', { name: 'Travel Preferences' });
    await expect(form.getByRole('group', { name: 'Travel style' })).toBeVisible();
    await expectAccessible(page);
    await form.getByRole('group', { name: 'Travel style' }).getByLabel('Family').check();
    await form.getByRole('group', { name: 'Budget per trip' }).getByLabel('Budget ($500-$1,500)').check();
    await form.getByRole('group', { name: 'Accommodation' }).getByLabel('Hostels').check();
    await form.getByRole('group', { name: 'Getting around' }).getByLabel('Public transport').check();
    await form.getByRole('group', { name: 'Interests' }).getByLabel('Food').check();
    await form.getByRole('group', { name: 'Travel pace' }).getByLabel('Slow').check();
    await form.getByRole('button', { name: 'Save Travel Preferences' }).click();
    await expect(page.getByText('Travel preferences updated: your recommendations follow them.')).toBeVisible();

    await page.reload();
    await expect(form.getByRole('group', { name: 'Accommodation' }).getByLabel('Hostels')).toBeChecked();
    await expect(form.getByRole('group', { name: 'Travel pace' }).getByLabel('Slow')).toBeChecked();
    const profile = (await (await page.request.get('/api/me/travel-profile')).json()) as {
      profile: { interests: string[]; travelStyle: string; groupSize: string };
    };
    expect(profile.profile).toMatchObject({
      interests: ['food', 'family', 'budget'],
      travelStyle: 'budget',
      groupSize: 'family',
    });
  });
});

test.describe('Profile Settings: Payment Methods', () => {
  test('add a test card, see a decline, make default, remove', async ({ page, consoleErrors }) => {
    test.setTimeout(60_000);
    await signUp(page, uniqueEmail('cards'));
    await page.goto('/profile?tab=payment');
    await expect(page.getByText('No saved cards yet')).toBeVisible();
    await expectAccessible(page);

    const addCard = async (number: string) => {
      await page.getByRole('button', { name: 'Add card' }).click();
      await expect(page.getByText(/Test cards like 4242 4242 4242 4242 work/)).toBeVisible();
      await page.getByRole('main').getByLabel('Name on card').fill('Ana Silva');
      await page.getByRole('main').getByLabel('Card number').fill(number);
      await page.getByRole('combobox', { name: 'Expiry month' }).selectOption('4');
      await page.getByRole('combobox', { name: 'Expiry year' }).selectOption(String(new Date().getFullYear() + 3));
      await page.getByRole('main').getByLabel('CVC').fill('123');
      await page.getByRole('button', { name: 'Save card' }).click();
    };

    // Form rules from the contracts schema
    await page.getByRole('button', { name: 'Add card' }).click();
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText('Enter the name on the card')).toBeVisible();
    await expect(page.getByText('Enter a valid card number')).toBeVisible();
    await settled(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await addCard('4242 4242 4242 4242');
    const cards = page.getByRole('list', { name: 'Saved cards' });
    await expect(cards.getByText('Visa •••• 4242')).toBeVisible();
    await expect(cards.getByText('Default', { exact: true })).toBeVisible();
    const expiry = `${'04'}/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
    await expect(cards.getByText(`Expires ${expiry}`)).toBeVisible();

    // A declined card: the processor's answer is shown, nothing is stored
    await addCard('4000000000000002');
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
    acceptConsoleErrors(consoleErrors, /402/);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(cards.getByRole('listitem')).toHaveCount(1);

    await addCard('5555 5555 5555 4444');
    await expect(cards.getByText('Mastercard •••• 4444')).toBeVisible();
    await page.getByRole('button', { name: 'Make Mastercard •••• 4444 the default card' }).click();
    await expect(page.getByText('Mastercard •••• 4444 is now your default card')).toBeVisible();
    await expect(
      cards.getByRole('listitem').filter({ hasText: '4444' }).getByText('Default', { exact: true }),
    ).toBeVisible();
    await expect(
      cards.getByRole('listitem').filter({ hasText: '4242' }).getByText('Default', { exact: true }),
    ).toHaveCount(0);

    await page.getByRole('button', { name: 'Remove Visa •••• 4242' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this card?' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Remove card' }).click();
    await expect(cards.getByText('Visa •••• 4242')).toHaveCount(0);
    const stored = await (await page.request.get('/api/me/payment-methods')).json();
    expect(stored.paymentMethods).toHaveLength(1);
    expect(stored.paymentMethods[0]).toMatchObject({ brand: 'mastercard', last4: '4444', isDefault: true });
  });

  test('every tab fits a 360 px screen', async ({ page }) => {
    await signUp(page, uniqueEmail('narrow'));
    await page.setViewportSize({ width: 360, height: 740 });
    for (const tab of ['personal', 'preferences', 'payment', 'security']) {
      await page.goto(`/profile?tab=${tab}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
  });
});
