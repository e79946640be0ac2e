import { expect, expectAccessible, test } from '../../fixtures.ts';
import { dayFromToday, dollars, fillTrip, generate, resultView, sumOf } from './budget-helpers.ts';

test.describe('/budget-ai result', () => {
  test('a real plan lists destinations with totals; picking one changes the detail, whose breakdown adds up and whose tabs show priced options', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/budget-ai');
    await page.getByRole('spinbutton', { name: 'Total budget (USD)' }).fill('4000');
    await fillTrip(page);
    await page.getByRole('button', { name: 'Beach' }).click();
    await page.getByRole('button', { name: 'Food' }).click();
    const plan = await generate(page);

    expect(plan.request).toMatchObject({
      preferences: ['beach', 'food'],
      travelers: 2,
      totalBudget: { amount: 400_000, currency: 'USD' },
    });
    // Several destinations fit this budget from Lisbon.
    expect(plan.destinations.length).toBeGreaterThan(1);
    // The form is hidden; the destinations are listed best first, the first one picked.
    await expect(page.getByRole('button', { name: 'Generate Recommendations' })).toHaveCount(0);
    const list = page.getByTestId('destination-list');
    const entries = list.getByRole('button');
    await expect(entries).toHaveCount(plan.destinations.length);
    for (const [index, destination] of plan.destinations.entries()) {
      await expect(entries.nth(index)).toContainText(destination.name);
      await expect(entries.nth(index).getByTestId('destination-total')).toHaveText(
        dollars(destination.estimatedTotalCost),
      );
      expect(destination.estimatedTotalCost.amount).toBeLessThanOrEqual(400_000);
      // The five parts of each destination add up to its total.
      expect(sumOf(destination.budget)).toBe(destination.estimatedTotalCost.amount);
    }
    await expect(entries.first()).toHaveAttribute('aria-pressed', 'true');
    // Every amount is in the plan's own currency, said once.
    await expect(page.getByText('Amounts in US dollars', { exact: true })).toHaveCount(1);
    const detail = page.getByTestId('destination-detail');
    await expect(detail.getByRole('heading', { level: 3 })).toHaveText(plan.destinations[0]!.name);
    await expect(detail.getByTestId('detail-total')).toHaveText(dollars(plan.destinations[0]!.estimatedTotalCost));
    await expect(detail.getByTestId('breakdown-total')).toHaveText(dollars(plan.destinations[0]!.estimatedTotalCost));
    await expect(detail.getByTestId('breakdown-accommodation')).toHaveText(
      dollars(plan.destinations[0]!.budget.accommodation),
    );
    await expectAccessible(page);

    // Both tabs list options with their costs, the one the estimate uses marked Recommended.
    const first = plan.destinations[0]!;
    const transportPanel = detail.getByRole('tabpanel');
    await expect(
      transportPanel.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 5 }) }),
    ).toHaveCount(first.transportation.length);
    for (const option of first.transportation)
      await expect(transportPanel.getByText(dollars(option.estimatedCost)).first()).toBeVisible();
    await expect(transportPanel.getByText('Recommended', { exact: true })).toHaveCount(
      first.transportation.filter((o) => o.recommended).length,
    );
    await detail.getByRole('tab', { name: 'Accommodation' }).click();
    const stayPanel = detail.getByRole('tabpanel');
    await expect(stayPanel.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 5 }) })).toHaveCount(
      first.accommodation.length,
    );
    for (const option of first.accommodation)
      await expect(stayPanel.getByText(dollars(option.estimatedCost)).first()).toBeVisible();
    await expectAccessible(page);

    const second = plan.destinations[1]!;
    await entries.nth(1).click();
    await expect(entries.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(entries.first()).toHaveAttribute('aria-pressed', 'false');
    await expect(detail.getByRole('heading', { level: 3 })).toHaveText(second.name);
    await expect(detail.getByTestId('breakdown-total')).toHaveText(dollars(second.estimatedTotalCost));

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

  test('a must-visit destination over a budget nothing fits says how much more it needs, above the empty result', async ({
    page,
  }) => {
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
    expect(tokyo.unpricedReason).toBeNull();
    expect(tokyo.shortfall!.amount).toBe(tokyo.estimatedTotalCost.amount - 60_000);
    const verdict = page.getByTestId('must-visit-verdict');
    await expect(verdict.getByRole('heading')).toHaveText('Tokyo is over your budget');
    await expect(
      verdict.getByText(
        `Estimated total for ${tokyo.recommendedStayLength} days: ${dollars(tokyo.estimatedTotalCost)}`,
      ),
    ).toBeVisible();
    await expect(verdict.getByText(`You would need ${dollars(tokyo.shortfall!)} more`)).toBeVisible();

    // $600 for two travelers and a week covers no trip from Lisbon: the empty result, with both ways on.
    expect(plan.destinations).toEqual([]);
    expect(plan.evaluated).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: 'No destination fits this budget' })).toBeVisible();
    // It names the cheapest trips and what they would cost.
    expect(plan.cheapest.length).toBeGreaterThan(0);
    const trips = plan.cheapest.map((trip) => `${trip.name} ${dollars(trip.estimatedTotalCost)}`).join(', ');
    await expect(page.getByText(`Nothing fits $600 for 2 travelers. The cheapest: ${trips}.`)).toBeVisible();
    await expect(page.getByText('Amounts in US dollars', { exact: true })).toHaveCount(1);
    await expect(resultView(page).getByRole('button', { name: 'Change Parameters' })).toBeVisible();
    await expectAccessible(page);
    await resultView(page).getByRole('button', { name: 'Start a New Budget Plan' }).click();
    await expect(page).toHaveURL('/budget-ai');
    await expect(page.getByRole('spinbutton', { name: 'Total budget (USD)' })).toHaveValue('3000');
    await expect(mustVisit).toHaveValue('');
  });

  test('Back and Forward between two plans never overwrite the parameters being changed', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/budget-ai');
    const budget = page.getByRole('spinbutton', { name: 'Total budget (USD)' });
    await budget.fill('4000');
    await fillTrip(page);
    const first = await generate(page);
    await page.getByRole('button', { name: 'Change Parameters' }).click();
    await budget.fill('4200');
    const second = await generate(page);
    expect(second.id).not.toBe(first.id);

    // Changing the second plan's parameters, then Back to the first plan: its result, not the form.
    await page.getByRole('button', { name: 'Change Parameters' }).click();
    await expect(budget).toHaveValue('4200');
    await budget.fill('4800');
    await page.goBack();
    await expect(page).toHaveURL(`/budget-ai?plan=${first.id}`);
    await expect(resultView(page)).toBeVisible();
    await expect(page.getByText(/destinations? fits? \$4,000 for/)).toBeVisible();
    // Forward: the second plan's form, as the user left it.
    await page.goForward();
    await expect(page).toHaveURL(`/budget-ai?plan=${second.id}`);
    await expect(budget).toHaveValue('4800');
    // Changing the first plan's parameters shows its own values, and the second plan's edits come back with it.
    await page.goBack();
    await page.getByRole('button', { name: 'Change Parameters' }).click();
    await expect(budget).toHaveValue('4000');
    await page.goForward();
    await expect(resultView(page)).toBeVisible();
    await page.getByRole('button', { name: 'Change Parameters' }).click();
    await expect(budget).toHaveValue('4800');
  });

  test('Start Planning This Trip opens the quick start with the destination, its stay, the budget and the travellers', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/budget-ai');
    await page.getByRole('spinbutton', { name: 'Total budget (USD)' }).fill('4500');
    await fillTrip(page, { start: 28, end: 34 });
    await page.getByRole('button', { name: 'One traveler more' }).click();
    const plan = await generate(page);
    const first = plan.destinations[0]!;
    await page.getByRole('button', { name: 'Start Planning This Trip' }).click();
    await expect(page).toHaveURL('/ai-start-planning');
    await expect(page.getByRole('combobox', { name: 'Destination' })).toHaveValue(first.name);
    await expect(page.getByLabel('Travel dates')).toHaveValue(`${first.startDate} to ${first.endDate}`);
    await expect(page.getByText('Total budget from your budget plan: $4,500')).toBeVisible();
    expect(plan.request.travelers).toBe(3);
    await expect(page.getByRole('spinbutton', { name: 'Travelers' })).toHaveValue('3');
  });
});
