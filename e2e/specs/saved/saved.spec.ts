import { expect, expectAccessible, test, uniqueEmail } from '../../fixtures.ts';
import { signUp } from '../account/helpers.ts';
import { createAccount, PASSWORD } from '../auth/helpers.ts';
import { cards, dayAhead } from '../search/search-helpers.ts';

const hotelsUrl = () => `/hotels?destination=Paris&checkIn=${dayAhead(20)}&checkOut=${dayAhead(22)}`;

test.describe('saved items', () => {
  test('a hotel saved from its card and a stay from its page are listed on My Profile; a removed one stays gone', async ({
    page,
  }) => {
    test.slow(); // two searches, a detail page and three loads of My Profile
    await signUp(page, uniqueEmail('saved'));

    // Hotel: the heart on its card.
    await page.goto(hotelsUrl());
    const hotelCard = cards(page).first();
    const hotel = (await hotelCard.getByRole('heading').textContent())!;
    const hotelHeart = hotelCard.getByRole('button', { name: `Save ${hotel}` });
    await expect(hotelHeart).toHaveAttribute('aria-pressed', 'false');
    await hotelHeart.click();
    await expect(page.getByText('Added to favorites')).toBeVisible();
    await expect(hotelCard.getByRole('button', { name: `Remove ${hotel} from favorites` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Stay: the heart on its detail page.
    await page.goto('/short-stays?destination=Paris');
    const stayCard = cards(page).first();
    const stay = (await stayCard.getByRole('heading').textContent())!;
    await stayCard.getByRole('link', { name: `View ${stay}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(stay);
    await page
      .getByRole('main')
      .getByRole('button', { name: `Save ${stay}` })
      .click();
    await expect(page.getByText('Added to favorites')).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: `Remove ${stay} from favorites` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // My Profile, Saved: both, newest first, with when they were saved and a link to each.
    await page.goto('/my-profile?tab=saved');
    const list = page.getByRole('list', { name: 'Saved items' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').first().getByRole('link')).toHaveText(stay);
    await expect(list.getByRole('link', { name: hotel })).toHaveAttribute('href', /\/hotels\//);
    await expect(list.getByRole('link', { name: stay })).toHaveAttribute('href', /\/stays\//);
    await expect(list.getByText('Saved less than a minute ago')).toHaveCount(2);
    await expectAccessible(page);

    await list.getByRole('button', { name: `Remove ${hotel} from favorites` }).click();
    await expect(page.getByText('Removed from favorites')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('list', { name: 'Saved items' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('link', { name: hotel })).toHaveCount(0);
    await expect(page.getByRole('link', { name: stay })).toBeVisible();

    // The hotel's heart is empty again.
    await page.goto(hotelsUrl());
    await expect(
      cards(page)
        .first()
        .getByRole('button', { name: `Save ${hotel}` }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  test('a signed-out heart goes to log in and back to the same results, where saving works', async ({ page }) => {
    const email = uniqueEmail('saved-login');
    await createAccount(page, email);
    const url = hotelsUrl();
    await page.goto(url);
    const card = cards(page).first();
    const hotel = (await card.getByRole('heading').textContent())!;
    await card.getByRole('button', { name: `Save ${hotel}` }).click();
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(url)}`);

    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByRole('main').getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(url);
    await cards(page)
      .first()
      .getByRole('button', { name: `Save ${hotel}` })
      .click();
    await expect(page.getByText('Added to favorites')).toBeVisible();
    await expect(
      cards(page)
        .first()
        .getByRole('button', { name: `Remove ${hotel} from favorites` }),
    ).toBeVisible();
  });
});
