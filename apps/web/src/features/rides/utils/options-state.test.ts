import { describe, expect, it } from 'vitest';
import { optionsViewState } from './options-state.ts';

const idle = { isFetching: false, isSuccess: false, isError: false };

describe('optionsViewState', () => {
  it('asks for places first, then for a scheduled time', () => {
    expect(optionsViewState({ placesPicked: false, timeChosen: false, query: idle })).toBe('missing');
    expect(optionsViewState({ placesPicked: true, timeChosen: false, query: idle })).toBe('time');
  });

  it('shows the skeleton while a search has no options yet, including a retry after an error', () => {
    expect(optionsViewState({ placesPicked: true, timeChosen: true, query: { ...idle, isFetching: true } })).toBe(
      'loading',
    );
    expect(
      optionsViewState({ placesPicked: true, timeChosen: true, query: { ...idle, isFetching: true, isError: true } }),
    ).toBe('loading');
  });

  it('shows the error, or the options (also while they refresh in the background)', () => {
    expect(optionsViewState({ placesPicked: true, timeChosen: true, query: { ...idle, isError: true } })).toBe('error');
    expect(
      optionsViewState({ placesPicked: true, timeChosen: true, query: { ...idle, isSuccess: true, isFetching: true } }),
    ).toBe('ready');
  });
});
