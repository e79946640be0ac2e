import { expect, expectAccessible, test } from '../../fixtures.ts';
import { apiRecommendations, card, cards, openAsNewUser, titles } from './recommendations-helpers.ts';

test.describe('recommendation actions', () => {
  test('a favourite toggles with toasts, persists, fills the Favorites tab and My Profile Saved', async ({ page }) => {
    test.slow(); // several reloads and My Profile
    await openAsNewUser(page, 'recs.favorite');
    const title = (await titles(page))[0]!;
    const heart = () => card(page, title).getByRole('button', { name: `Favorite ${title}` });

    await expect(heart()).toHaveAttribute('aria-pressed', 'false');
    await heart().click();
    await expect(page.getByText('Added to favorites')).toBeVisible();
    await expect(heart()).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('stat-favorites')).toHaveText('1');

    await page.reload();
    await expect(heart()).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('tab', { name: 'Favorites' }).click();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText(title);
    await expectAccessible(page);

    await page.goto('/my-profile?tab=saved');
    await expect(page.getByRole('list', { name: 'Saved items' }).getByRole('link', { name: title })).toBeVisible();

    // Removing it: the toast, the empty Favorites tab, and gone after a reload.
    await page.goto('/recommendations?tab=favorites');
    await card(page, title)
      .getByRole('button', { name: `Favorite ${title}` })
      .click();
    await expect(page.getByText('Removed from favorites')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No favorites yet' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'No favorites yet' })).toBeVisible();
    expect((await apiRecommendations(page.request)).favorites).toEqual([]);
  });

  test('a bookmark persists across a reload', async ({ page }) => {
    await openAsNewUser(page, 'recs.bookmark');
    const title = (await titles(page))[1]!;
    const bookmark = () => card(page, title).getByRole('button', { name: `Bookmark ${title}` });
    await expect(bookmark()).toHaveAttribute('aria-pressed', 'false');
    await bookmark().click();
    await expect(page.getByText('Bookmarked', { exact: true })).toBeVisible();
    await expect(bookmark()).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(bookmark()).toHaveAttribute('aria-pressed', 'true');
    const api = await apiRecommendations(page.request);
    expect(api.bookmarks).toEqual([api.forYou.find((r) => r.title === title)!.id]);
  });

  test('without a share sheet, Share copies the absolute link', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // This browser may offer navigator.share; the fallback is what is under test.
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }),
    );
    await openAsNewUser(page, 'recs.share');
    const api = await apiRecommendations(page.request);
    const title = (await titles(page))[0]!;
    await card(page, title)
      .getByRole('button', { name: `Share ${title}` })
      .click();
    await expect(page.getByText('Link copied!')).toBeVisible();
    await expect(page.getByText('Recommendation link copied to clipboard.')).toBeVisible();
    const link = api.forYou.find((r) => r.title === title)!.link;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(link, page.url()).href);
  });
});
