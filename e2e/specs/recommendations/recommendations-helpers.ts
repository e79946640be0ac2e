import type { APIRequestContext, Page } from '@playwright/test';
import { expect, uniqueEmail } from '../../fixtures.ts';
import { signUp } from '../account/helpers.ts';

export type ApiRecommendation = {
  id: string;
  title: string;
  type: string;
  rating: number;
  reviewCount: number;
  priceRange: { min: number; max: number };
  tags: string[];
  reason: string;
  trending: boolean;
  featured: boolean;
  overallScore: number;
  link: string;
};
type ApiListsByType = Record<'destination' | 'activity' | 'restaurant' | 'hotel' | 'experience', ApiRecommendation[]>;
export type ApiRecommendations = {
  forYou: ApiRecommendation[];
  trending: ApiRecommendation[];
  featured: ApiRecommendation[];
  byType: { forYou: ApiListsByType; trending: ApiListsByType; featured: ApiListsByType };
  favorites: ApiRecommendation[];
  bookmarks: string[];
  stats: { favorites: number; recommendations: number; averageRating: number | null; newThisWeek: number };
};

/** GET /api/recommendations as the browser's signed-in user. */
export async function apiRecommendations(request: APIRequestContext): Promise<ApiRecommendations> {
  const res = await request.get('/api/recommendations');
  expect(res.ok()).toBe(true);
  return (await res.json()) as ApiRecommendations;
}

export const list = (page: Page) => page.getByTestId('recommendation-list');
export const cards = (page: Page) => list(page).getByTestId('recommendation-card');
export const titles = (page: Page) => cards(page).getByRole('heading', { level: 3 }).allTextContents();
export const card = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });

/** Numbers read off the shown cards: ratings, review counts, lowest and highest prices (USD). */
export const shownRatings = async (page: Page) =>
  (await cards(page).getByTestId('rating').allTextContents()).map(Number);
export const shownReviews = async (page: Page) =>
  (
    await cards(page)
      .getByTestId('reviews')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-count')))
  ).map(Number);
export const shownPrices = async (page: Page, bound: 'min' | 'max') =>
  (
    await cards(page)
      .getByTestId('price')
      .evaluateAll((els, key) => els.map((e) => e.getAttribute(`data-${key}`)), bound)
  ).map(Number);

/** True when `values` never rises (or never falls, with `ascending`). */
export const ordered = (values: number[], ascending = false) =>
  values.every((v, i) => i === 0 || (ascending ? values[i - 1]! <= v : values[i - 1]! >= v));

/** A new account named Ana Silva, signed in, on /recommendations with the For You list shown. */
export async function openAsNewUser(page: Page, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  await signUp(page, email);
  await page.goto('/recommendations');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Ana!');
  await expect(cards(page).first()).toBeVisible();
  return email;
}
