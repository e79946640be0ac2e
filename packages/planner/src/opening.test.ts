import { describe, expect, it } from 'vitest';
import { canVisitOn, fitVisit, isOpenOn, openRanges, shortestVisit, withinOpening } from './opening.ts';
import { everyDay, sight } from './testing/fixtures.ts';

describe('opening hours', () => {
  it('merges touching ranges and sorts them', () => {
    const place = sight('a', { opening: everyDay([14 * 60, 18 * 60], [9 * 60, 12 * 60], [12 * 60, 14 * 60]) });
    expect(openRanges(place, 0)).toEqual([[540, 1080]]);
  });

  it('knows closed days (Monday first)', () => {
    const opening = everyDay([600, 1000]);
    opening[0] = [];
    const place = sight('a', { opening });
    expect(isOpenOn(place, 0)).toBe(false);
    expect(isOpenOn(place, 1)).toBe(true);
  });

  it('accepts a visit only inside one range', () => {
    const place = sight('a', { opening: everyDay([540, 720], [840, 1080]) });
    expect(withinOpening(place, 2, 540, 720)).toBe(true);
    expect(withinOpening(place, 2, 700, 860)).toBe(false);
    expect(withinOpening(place, 2, 500, 600)).toBe(false);
  });

  it('halves rounding up', () => {
    expect(shortestVisit(45)).toBe(23);
    expect(shortestVisit(60)).toBe(30);
  });

  it('fits a full visit at opening time when arriving early', () => {
    const place = sight('a', { visitMinutes: 90 });
    expect(fitVisit(place, 0, 480, 1380)).toEqual({ start: 540, end: 630, shortened: false });
  });

  it('cuts a visit at closing but never below half', () => {
    const place = sight('a', { visitMinutes: 120 });
    expect(fitVisit(place, 0, 17 * 60, 1380)).toEqual({ start: 1020, end: 1080, shortened: true });
    expect(fitVisit(place, 0, 17 * 60 + 1, 1380)).toBeNull();
  });

  it('waits up to 90 minutes for a later range where the visit fits in full', () => {
    const soon = sight('a', { visitMinutes: 120, opening: everyDay([540, 660], [680, 1080]) });
    expect(fitVisit(soon, 0, 600, 1380)).toEqual({ start: 680, end: 800, shortened: false });
    const late = sight('b', { visitMinutes: 120, opening: everyDay([540, 660], [720, 1080]) });
    expect(fitVisit(late, 0, 600, 1380)).toEqual({ start: 600, end: 660, shortened: true });
    expect(fitVisit(late, 0, 640, 1380)).toEqual({ start: 720, end: 840, shortened: false });
  });

  it('respects the latest end it is given', () => {
    const place = sight('a', { visitMinutes: 60 });
    expect(fitVisit(place, 0, 600, 640)).toEqual({ start: 600, end: 640, shortened: true });
    expect(fitVisit(place, 0, 600, 620)).toBeNull();
  });

  it('counts a place as visitable only when half a visit fits between 08:00 and 23:00', () => {
    const show = sight('show', { visitMinutes: 150, opening: everyDay([21 * 60 + 30, 24 * 60]) });
    expect(canVisitOn(show, 0)).toBe(true);
    const lateShow = sight('late', { visitMinutes: 150, opening: everyDay([22 * 60, 24 * 60]) });
    expect(isOpenOn(lateShow, 0)).toBe(true);
    expect(canVisitOn(lateShow, 0)).toBe(false);
  });
});
