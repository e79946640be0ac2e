import { expect, expectAccessible, test } from '../../fixtures.ts';
import { dayFromToday, dollars, fillTrip, generate, resultView, sumOf } from './budget-helpers.ts';

test.describe('/budget-ai result', () => {
  test('a real plan lists destinations with totals; picking one changes the detail, whose breakdown adds up and whose tabs show priced options', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/budget-ai');
    await page.getByRole('spinbutton', { name: 'Total budget (USD)' }).fill('4000');
    await fillTrip(page);
    await page.getByRole('button', { name: 'Beach' }).click();
    await page.getByRole('button', { name: 'Food' }).click();
    const plan = await generate(page);

    expect(plan.request).toMatchObject({ preferences: ['beach', 'food'], travelers: 2, totalBudget: { amount: 400_000, currency: 'USD' } });
    expect(plan.destinations.length).toBeGreaterThan(0);
    // The form is hidden; the destinations are listed best first, the first one picked.
    await expect(page.getByRole('button', { name: 'Generate Recommendations' })).toHaveCount(0);
    const list = page.getByTestId('destination-list');
    const entries = list.getByRole('button');
    await expect(entries).toHaveCount(plan.destinations.length);
    for (const [index, destination] of plan.destinations.entries()) {
      await expect(entries.nth(index)).toContainText(destination.name);
      await expect(entries.nth(index).getByTestId('destination-total')).toHaveText(dollars(destination.estimatedTotalCost));
      expect(destination.estimatedTotalCost.amount).toBeLessThanOrEqual(400_000);
      // The five parts of each destination add up to its total.
      expect(sumOf(destination.budget)).toBe(destination.estimatedTotalCost.amount);
    }
    await expect(entries.first()).toHaveAttribute('aria-pressed', 'true');
    const detail = page.getByTestId('destination-detail');
    await expect(detail.getByRole('heading', { level: 3 })).toHaveText(plan.destinations[0]!.name);
    await expect(detail.getByTestId('detail-total')).toHaveText(dollars(plan.destinations[0]!.estimatedTotalCost));
    await expect(detail.getByTestId('breakdown-total')).toHaveText(dollars(plan.destinations[0]!.estimatedTotalCost));
    await expect(detail.getByTestId('breakdown-accommodation')).toHaveText(dollars(plan.destinations[0]!.budget.accommodation));
    await expectAccessible(page);

    // Both tabs list options with their costs, the one the estimate uses marked Recommended.
    const first = plan.destinations[0]!;
    const transportPanel = detail.getByRole('tabpanel');
    await expect(transportPanel.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 5 }) })).toHaveCount(first.transportation.length);
    for (const option of first.transportation) await expect(transportPanel.getByText(dollars(option.estimatedCost)).first()).toBeVisible();
    await expect(transportPanel.getByText('Recommended', { exact: true })).toHaveCount(first.transportation.filter((o) => o.recommended).length);
    await detail.getByRole('tab', { name: 'Accommodation' }).click();
    const stayPanel = detail.getByRole('tabpanel');
    await expect(stayPanel.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 5 }) })).toHaveCount(first.accommodation.length);
    for (const option of first.accommodation) await expect(stayPanel.getByText(dollars(option.estimatedCost)).first()).toBeVisible();
    await expectAccessible(page);

    if (plan.destinations.length > 1) {
      const second = plan.destinations[1]!;
      await entries.nth(1).click();
      await expect(entries.nth(1)).toHaveAttribute('aria-pressed', 'true');
      await expect(entries.first()).toHaveAttribute('aria-pressed', 'false');
      await expect(detail.getByRole('heading', { level: 3 })).toHaveText(second.name);
      await expect(detail.getByTestId('breakdown-total')).toHaveText(dollars(second.estimatedTotalCost));
    }

    // Change Parameters: the form as it was.
    await page.getByRole('button', { name: 'Change Parameters' }).click();
    await expect(resultView(page)).toHaveCount(0);
    await expect(page.getByRole('spinbutton', { name: 'Total budget (USD)' })).toHaveValue('4000');
    await expect(page.getByLabel('Start date')).toHaveValue(dayFromToday(30));
    await expect(page.getByRole('button', { name: 'Beach' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('combobox', { name: /^Starting location/ })).not.toHaveValue('');

    // The address keeps the plan: a reload shows it again; Start a New Budget Plan resets the form.
    await page.reload();
    await expect(resultView(page)).toBeVisible();
    await page.getByRole('button', { name: 'Start a New Budget Plan' }).click();
    await expect(page).toHaveURL('/budget-ai');
    await expect(page.getByRole('spinbutton', { name: 'Total budget (USD)' })).toHaveValue('3000');
    await expect(page.getByRole('spinbutton', { name: 'Travelers' })).toHaveValue('2');
    await expect(page.getByLabel('Start date')).toHaveValue('');
    await expect(page.getByRole('combobox', { name: /^Starting location/ })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Beach' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('a must-visit destination over the budget says how much more it needs', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/budget-ai');
    await page.getByRole('spinbutton', { name: 'Total budget (USD)' }).fill('600');
    await fillTrip(page);
    const mustVisit = page.getByRole('combobox', { name: /^Must-visit destination/ });
    await mustVisit.fill('Tok');
    await page.getByRole('option', { name: /^Tokyo/ }).click();
    await expect(mustVisit).toHaveValue('Tokyo');
    const plan = await generate(page);

    expect(plan.request.mustVisit).toEqual(['Tokyo']);
    const tokyo = plan.mustVisit!;
    expect(tokyo.fits).toBe(false);
    expect(tokyo.shortfall!.amount).toBe(tokyo.estimatedTotalCost.amount - 60_000);
    const verdict = page.getByTestId('must-visit-verdict');
    await expect(verdict.getByRole('heading')).toHaveText('Tokyo is over your budget');
    await expect(verdict).toContainText(dollars(tokyo.estimatedTotalCost));
    await expect(verdict.getByText(`You would need ${dollars(tokyo.shortfall!)} more`)).toBeVisible();
    if (plan.destinations.length === 0) {
      await expect(page.getByRole('heading', { name: 'No destination fits this budget' })).toBeVisible();
      await expect(resultView(page).getByRole('button', { name: 'Change Parameters' })).toBeVisible();
    } else {
      await expect(page.getByTestId('destination-list').getByRole('button', { name: /Tokyo/ })).toHaveCount(0);
    }
    await expectAccessible(page);
  });

  test('Start Planning This Trip opens the quick start with the destination, its stay and the budget', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/budget-ai');
    await fillTrip(page, { start: 28, end: 34 });
    const plan = await generate(page);
    const first = plan.destinations[0]!;
    await page.getByRole('button', { name: 'Start Planning This Trip' }).click();
    await expect(page).toHaveURL('/ai-start-planning');
    await expect(page.getByRole('combobox', { name: 'Destination' })).toHaveValue(first.name);
    await expect(page.getByLabel('Travel dates')).toHaveValue(`${first.startDate} to ${first.endDate}`);
    await expect(page.getByText('Total budget from your budget plan: $3,000')).toBeVisible();
  });
});
