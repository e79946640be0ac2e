import { expect, expectAccessible, test, uniqueEmail } from '../../fixtures.ts';
import { expectNoSidewaysScroll, signUp } from '../account/helpers.ts';
import { acceptConsoleErrors } from '../auth/helpers.ts';
import { cards as searchCards, dayAhead } from '../search/search-helpers.ts';
import { apiRecommendations, cards, openAsNewUser, shownRatings, titles } from './recommendations-helpers.ts';

test.describe('recommendations page', () => {
  test('greets the user, shows computed stats, the profile and 12 For You cards ranked by score', async ({ page }) => {
    await openAsNewUser(page, 'recs.page');
    const api = await apiRecommendations(page.request);

    // For You: the server's twelve, best overall score first, each with its reason line.
    await expect(cards(page)).toHaveCount(12);
    expect(api.forYou).toHaveLength(12);
    const ranked = [...api.forYou].sort((a, b) => b.overallScore - a.overallScore || (a.id < b.id ? -1 : 1));
    expect(await titles(page)).toEqual(ranked.map((r) => r.title));
    await expect(page.getByTestId('result-count')).toHaveText('12 recommendations');
    for (const [i, item] of ranked.entries()) {
      const shown = cards(page).nth(i);
      await expect(shown.getByTestId('reason')).toHaveText(item.reason);
      expect(item.reason.trim()).not.toBe('');
      // The match badge only above 60 %.
      if (item.overallScore > 60)
        await expect(shown.getByTestId('match')).toHaveText(`${Math.round(item.overallScore)}% match`);
      else await expect(shown.getByTestId('match')).toHaveCount(0);
      expect(
        await shown
          .getByRole('list', { name: `Tags of ${item.title}` })
          .getByRole('listitem')
          .count(),
      ).toBeLessThanOrEqual(3);
    }

    // Stats: no favourites yet, twelve recommendations, the mean of the ratings shown, new this week.
    await expect(page.getByTestId('stat-favorites')).toHaveText('0');
    await expect(page.getByTestId('stat-recommendations')).toHaveText(String(api.stats.recommendations));
    const ratings = await shownRatings(page);
    const mean = ratings.reduce((sum, r) => sum + r, 0) / ratings.length;
    await expect(page.getByTestId('stat-averageRating')).toHaveText(mean.toFixed(1));
    // A new account saw every For You item for the first time just now.
    await expect(page.getByTestId('stat-newThisWeek')).toHaveText('12');

    // The derived profile of a new account: the documented defaults.
    await expect(page.getByTestId('budget-range')).toHaveText(/^\$\d+-\$\d+$/);
    await expect(page.getByTestId('profile-updated')).toHaveText(/^Last updated .+ ago$/);
    const interests = page.getByTestId('profile-interests').getByRole('listitem');
    await expect(interests).toHaveText(['Adventure', 'Culture', 'Nature', 'Romantic', 'Luxury']);
    await expectAccessible(page);

    // A phone screen: the cards, filters and profile fit without sideways scrolling.
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoSidewaysScroll(page);
  });

  test('Trending, Featured and Favorites tabs show their own lists', async ({ page }) => {
    test.slow(); // searches are counted in batches, every few seconds
    await openAsNewUser(page, 'recs.tabs');
    // A search makes its city trend once the server has counted it.
    await page.goto(`/hotels?destination=Paris&checkIn=${dayAhead(20)}&checkOut=${dayAhead(22)}`);
    await expect(searchCards(page).first()).toBeVisible();
    await expect
      .poll(async () => (await apiRecommendations(page.request)).trending.length, {
        timeout: 45_000,
        intervals: [1000, 2000],
      })
      .toBeGreaterThan(0);
    await page.goto('/recommendations');
    const api = await apiRecommendations(page.request);

    await page.getByRole('tab', { name: 'Trending' }).click();
    await expect(page).toHaveURL(/tab=trending/);
    await expect(cards(page)).toHaveCount(api.trending.length);
    for (const item of api.trending)
      await expect(page.getByRole('heading', { level: 3, name: item.title, exact: true })).toBeVisible();
    await expect(cards(page).filter({ hasNot: page.getByText('Trending', { exact: true }) })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Featured' }).click();
    await expect(cards(page)).toHaveCount(api.featured.length);
    expect(api.featured.length).toBeGreaterThan(0);
    await expect(cards(page).filter({ hasNot: page.getByText('Featured', { exact: true }) })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Favorites' }).click();
    await expect(page.getByRole('heading', { name: 'No favorites yet' })).toBeVisible();
    await expectAccessible(page);

    // The tab is in the address: a reload keeps it.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Favorites' })).toHaveAttribute('aria-selected', 'true');
  });

  test('Refresh reloads the list and reports the For You count', async ({ page }) => {
    await openAsNewUser(page, 'recs.refresh');
    const reloaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/recommendations' && r.ok());
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await reloaded;
    await expect(page.getByText('Recommendations Updated')).toBeVisible();
    await expect(page.getByText('Found 12 personalized recommendations for you!')).toBeVisible();
  });
});

test.describe('recommendations loading', () => {
  test('six placeholders while loading; a failed load shows the documented error, and Try again recovers', async ({
    page,
    consoleErrors,
  }) => {
    test.slow(); // the failed load is retried three times before it is reported
    await signUp(page, uniqueEmail('recs.fail'));
    let failing = true;
    await page.route('**/api/recommendations', (route) =>
      failing
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Unavailable' } }),
          })
        : route.continue(),
    );
    await page.goto('/recommendations');
    await expect(page.getByTestId('recommendation-skeleton')).toHaveCount(6);
    await expect(page.getByText('Error', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Failed to load personalized recommendations. Please try again.' })
        .first(),
    ).toBeVisible();
    await expectAccessible(page);

    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(cards(page)).toHaveCount(12);
    acceptConsoleErrors(consoleErrors, /503/);
  });
});
