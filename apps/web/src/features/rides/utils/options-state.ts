/** What the option list shows: a prompt, the skeleton, the error, or the options. */
export type OptionsViewState = 'missing' | 'time' | 'loading' | 'error' | 'ready';

type Input = {
  /** City, pickup and destination are all picked. */
  placesPicked: boolean;
  /** Book Now, or a scheduled ride with its time chosen. */
  timeChosen: boolean;
  query: { isFetching: boolean; isSuccess: boolean; isError: boolean };
};

/**
 * Missing places come first (the documented empty state), then a scheduled ride's time; a fetch
 * without options yet (a new search, or Try Again after an error) shows the skeleton.
 */
export function optionsViewState({ placesPicked, timeChosen, query }: Input): OptionsViewState {
  if (!placesPicked) return 'missing';
  if (!timeChosen) return 'time';
  if (query.isSuccess) return 'ready';
  if (query.isError && !query.isFetching) return 'error';
  return 'loading';
}
