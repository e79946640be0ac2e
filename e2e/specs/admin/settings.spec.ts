import { expect, expectAccessible, test, uniqueEmail } from '../../fixtures.ts';
import { PASSWORD, settled } from '../auth/helpers.ts';
import { adminApi, openAdminTab, signUpAdmin } from './admin-helpers.ts';

// Settings are site-wide: this test keeps a changed notice or closed sign-ups for as short a time
// as it can and puts the settings back as they were, whatever happens.
test.describe('Admin panel: Settings', () => {
  test('validates, saves with a toast; the site notice shows to visitors and closed sign-ups refuse new accounts', async ({
    page,
    browser,
  }) => {
    test.slow(); // three saves and four page loads in two browsers
    await signUpAdmin(page);
    const before = (await (await adminApi(page.request, 'GET', '/api/admin/settings')).json()) as Record<
      string,
      unknown
    >;
    const { updatedAt: _updatedAt, ...original } = before;
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    const visitorErrors: string[] = [];
    visitorPage.on('console', (msg) => {
      if (msg.type() === 'error') visitorErrors.push(msg.text());
    });
    visitorPage.on('pageerror', (err) => visitorErrors.push(err.message));
    try {
      await openAdminTab(page, 'settings');
      await expect(page.getByRole('tab', { name: 'Settings', selected: true })).toBeVisible();
      const form = page.getByRole('form', { name: 'Site settings' });
      await expect(form.getByLabel('Support hours')).toHaveValue(String(original.supportHours));
      await expect(form.getByLabel('Support phone')).toHaveValue(String(original.supportPhone));
      await expect(form.getByRole('checkbox', { name: 'Sign-ups open' })).toBeChecked();
      const save = form.getByRole('button', { name: 'Save Changes' });
      await expect(save).toBeDisabled();
      await settled(page);
      await expectAccessible(page);

      // The contracts' rules, before anything is sent.
      await form.getByLabel('Support phone').fill('call us');
      await form.getByLabel('Contact form messages per hour').fill('0');
      await save.click();
      await expect(form.getByRole('alert')).toHaveCount(2);
      await expect(form.getByText('This value is not valid')).toHaveCount(2);
      await settled(page);
      await expectAccessible(page);
      await form.getByLabel('Support phone').fill(String(original.supportPhone));
      await form.getByLabel('Contact form messages per hour').fill(String(original.contactFormPerHour));

      // A site notice: saved, then shown to a visitor on every page.
      // and a new support phone, which the legal pages give too.
      const notice = `Scheduled maintenance ${Date.now().toString(36)}`;
      const phone = '+1 (401) 555-0199';
      await form.getByLabel('Site notice').fill(notice);
      await form.getByLabel('Support phone').fill(phone);
      await save.click();
      await expect(save).toBeDisabled();
      await expect(page.getByText('Settings saved')).toBeVisible();
      await expect(form.getByText(/^Last saved /)).toBeVisible();
      await expect(page.getByText(notice)).toBeVisible();
      await visitorPage.goto('/');
      await expect(visitorPage.getByText(notice)).toBeVisible();
      await expectAccessible(visitorPage);
      await visitorPage.goto('/terms');
      await expect(visitorPage.getByRole('main').getByRole('link', { name: phone })).toHaveAttribute(
        'href',
        'tel:+14015550199',
      );
      await form.getByLabel('Support phone').fill(String(original.supportPhone));

      // Sign-ups closed: /signup refuses a new account with the documented words; then open again.
      await form.getByLabel('Site notice').fill('');
      await form.getByRole('checkbox', { name: 'Sign-ups open' }).click();
      await save.click();
      await expect(save).toBeDisabled();
      await expect(page.getByText('Settings saved').first()).toBeVisible();
      await visitorPage.goto('/signup');
      const main = visitorPage.getByRole('main');
      await main.getByLabel('Full name').fill('Nina Newcomer');
      await main.getByLabel('Email', { exact: true }).fill(uniqueEmail('closed'));
      await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await main.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
      await main.getByRole('checkbox').first().click();
      await main.getByRole('button', { name: 'Create Account' }).click();
      await expect(visitorPage.getByText('New sign-ups are closed at the moment.').first()).toBeVisible();
      await expectAccessible(visitorPage);
      await form.getByRole('checkbox', { name: 'Sign-ups open' }).click();
      await save.click();
      await expect(save).toBeDisabled();
      await expect(page.getByText('Settings saved').first()).toBeVisible();
      await expect(page.getByText(notice)).toHaveCount(0);
    } finally {
      const restored = await adminApi(page.request, 'PUT', '/api/admin/settings', original);
      expect(restored.status(), await restored.text()).toBe(200);
      await visitor.close();
    }
    // The visitor's browser logs the refused sign-up (403) and nothing else.
    expect(
      visitorErrors.filter((e) => !/403/.test(e)),
      'visitor console errors',
    ).toEqual([]);
  });
});
