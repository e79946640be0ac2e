import { loadClassMerger } from '@escazo/ui/utils';

/**
 * A module loader that also loads the class merger: for code that can mount on the home page (a
 * dialog, a menu, a popover) after its light first load, whose components may override classes.
 */
export function withClassMerger<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadClassMerger()]).then(([module]) => module);
}
