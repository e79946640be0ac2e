import { createElement, use, type ComponentType } from 'react';
import { loadClassMerger } from '@escazo/ui/utils';
import { i18n, VALIDATION_NS } from '@web/lib/i18n.ts';
import { pageLoadStarted } from './page-loads.ts';

export type LazyPage = {
  /** Renders the page, suspending until its code and namespaces are in. */
  Page: ComponentType;
  /** Loads the page's code and namespaces (once); resolves when it can render without suspending. */
  preload: () => Promise<void>;
};

export type LazyPageOptions = {
  /**
   * A page rendered on a light first load (the home page) says true: it loads without the
   * `validation` namespace (its forms show no validation texts) and without the class merger (none
   * of its classes needs merging). Every other page loads both with its code.
   */
  light?: boolean;
};

/**
 * A lazy route: loads the page module and its translation namespaces together, so a page never
 * paints with missing text. A failed load is forgotten, so coming back to the page tries again.
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  pageNamespaces: string[] = [],
  { light = false }: LazyPageOptions = {},
): LazyPage {
  const namespaces = light ? pageNamespaces : [...pageNamespaces, VALIDATION_NS];
  let Loaded: ComponentType | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= pageLoadStarted(
      Promise.all([load(), i18n.loadNamespaces(namespaces), light ? null : loadClassMerger()]).then(
        ([module]) => {
          Loaded = module.default;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      ),
    ));
  function Page() {
    if (!Loaded) use(preload());
    return createElement(Loaded!);
  }
  return { Page, preload };
}
