// What the budget ranking is given, split so that little crosses to its worker thread per request.
// Loaded by the worker too (rank-task.ts), so it imports types only.
import type { DestinationInput } from '@escazo/advisor/budget';

/** What the ranking knows of a destination whatever the request: all but its prices and flags. */
export type DestinationFacts = Omit<DestinationInput, 'mustVisit' | 'home' | 'lengths'>;

/** A destination as one request's gathering priced it: its id, its flags and its prices per stay length. */
export type PricedDestination = Pick<DestinationInput, 'id' | 'mustVisit' | 'home' | 'lengths'>;

/**
 * The facts of every destination as one JSON text, named by a key unique in the process. A string
 * crosses to a worker thread as one copy, where the same facts as objects would be cloned field by
 * field on the main thread for every plan; a worker decodes them once per key.
 */
export type EncodedFacts = { key: string; json: string };

/**
 * The ranking's input for one request: each priced destination with its facts (the airport
 * transfer only when the traveller does not start there).
 */
export function destinationInputs(
  facts: ReadonlyMap<string, DestinationFacts>,
  priced: readonly PricedDestination[],
): DestinationInput[] {
  return priced.map(({ id, mustVisit, home, lengths }) => {
    const known = facts.get(id);
    if (!known) throw new Error(`No facts for the destination ${id}`);
    return { ...known, mustVisit, home, airportTransfer: home ? null : known.airportTransfer, lengths };
  });
}

/** Decodes encoded facts by destination id. */
export function decodeFacts(encoded: EncodedFacts): Map<string, DestinationFacts> {
  return new Map((JSON.parse(encoded.json) as DestinationFacts[]).map((facts) => [facts.id, facts]));
}
