import { expect, expectAccessible, test } from '../../fixtures.ts';

test.describe('why choose Escazo', () => {
  test('shows features, a comparison table, stats and the documented claims', async ({ page }) => {
    await page.goto('/why-choose-escazo');
    await expect(page.getByRole('heading', { level: 1, name: 'Why travellers choose Escazo' })).toBeVisible();
    const main = page.getByRole('main');
    // The network's counts come from the inventory (GET /api/search/network), rounded down: '320+ airlines'.
    const network = (await (await page.request.get('/api/search/network')).json()) as Record<string, number>;
    const step = 10 ** Math.max(0, Math.floor(Math.log10(network.airlines!)) - 1);
    const airlines = `${(Math.floor(network.airlines! / step) * step).toLocaleString('en')}+ airlines`;
    await expect(main.getByRole('heading', { name: airlines, exact: true })).toBeVisible();
    for (const claim of [
      'Save up to 40%',
      '$50 credit',
      'up to 24 hours on hotels',
      '48 hours before pickup',
      'Rental cars in ',
    ]) {
      await expect(main.getByText(claim).first()).toBeVisible();
    }
    const table = main.getByRole('table', { name: 'How Escazo compares with typical booking sites' });
    await expect(table.getByRole('columnheader')).toHaveText(['Feature', 'Escazo', 'Typical booking sites']);
    await expect(table.getByRole('rowheader').first()).toBeVisible();
    const stats = main.getByRole('region', { name: 'Escazo in numbers' });
    for (const stat of ['2M+', 'travellers', '150+', 'countries', '98%', 'satisfaction'])
      await expect(stats).toContainText(stat);
    await expect(main.getByRole('region', { name: 'What members say' }).getByRole('listitem')).toHaveCount(3);
    await expectAccessible(page);
  });

  test('links to sign-up and explore, and Join leads to sign-up', async ({ page }) => {
    await page.goto('/why-choose-escazo');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/signup');
    await expect(main.getByRole('link', { name: 'Explore destinations' }).first()).toHaveAttribute('href', '/explore');
    await expect(main.getByRole('link', { name: 'Join', exact: true })).toHaveAttribute('href', '/signup');
  });
});
