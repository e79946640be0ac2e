import type { AutocompleteItem, AutocompleteResponse } from '@escazo/contracts/search-autocomplete';

/** The autocomplete engine builds its items in the contract's shape: the answer lists them. */
export const presentAutocomplete = (items: AutocompleteItem[]): AutocompleteResponse => ({ items });
