import { expect, expectAccessible, test } from '../../fixtures.ts';

test.describe('recommendations, signed out', () => {
  test('shows the sign-in prompt with a link to log in and back, and asks for no data', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/recommendations')) asked.push(request.url());
    });
    await page.goto('/recommendations');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personalized Just for You');
    const signIn = page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true });
    await expect(signIn).toHaveAttribute('href', '/login?redirect=%2Frecommendations');
    await expect(page.getByTestId('recommendation-card')).toHaveCount(0);
    await expectAccessible(page);

    await signIn.click();
    await expect(page).toHaveURL('/login?redirect=%2Frecommendations');
    expect(asked).toEqual([]);
  });
});
