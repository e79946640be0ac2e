import { expect, expectAccessible, test } from '../../fixtures.ts';
import { apiRecommendations, cards, openAsNewUser, titles } from './recommendations-helpers.ts';

/** The documented defaults, in the chips' order. */
const DEFAULTS = ['Adventure', 'Culture', 'Nature', 'Romantic', 'Luxury'];

test.describe('recommendation preferences', () => {
  test('Settings shows the default chips; choosing only Food re-scores For You around food', async ({ page }) => {
    test.slow(); // a save and a new scoring
    await openAsNewUser(page, 'recs.prefs');
    const before = await titles(page);

    await page.getByRole('button', { name: 'Settings' }).click();
    const panel = page.getByRole('dialog', { name: 'Your preferences' });
    const chips = panel.getByRole('group', { name: 'Interests' }).getByRole('button');
    await expect(chips).toHaveCount(17);
    await expect(panel.getByRole('button', { pressed: true })).toHaveText(DEFAULTS);
    await expectAccessible(page);

    for (const label of DEFAULTS) await panel.getByRole('button', { name: label, exact: true }).click();
    // Without a chip the profile cannot be saved.
    await panel.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Choose at least one preference');

    await panel.getByRole('button', { name: 'Food & Dining' }).click();
    await expect(panel.getByRole('button', { pressed: true })).toHaveText(['Food & Dining']);
    await panel.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(page.getByText('Preferences updated successfully!')).toBeVisible();
    await expect(panel).toBeHidden();

    // The list is scored again: another order, led by something tagged food.
    await expect(page.getByTestId('profile-interests').getByRole('listitem')).toHaveText(['Food & Dining']);
    await expect.poll(() => titles(page)).not.toEqual(before);
    const api = await apiRecommendations(page.request);
    expect(api.forYou[0]!.tags).toContain('food');
    await expect(cards(page).first().getByRole('heading', { level: 3 })).toHaveText(api.forYou[0]!.title);

    // Reopened, the panel shows the stored choice.
    await page.reload();
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Your preferences' }).getByRole('button', { pressed: true }),
    ).toHaveText(['Food & Dining']);
  });
});
