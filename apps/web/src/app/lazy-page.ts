import type { ComponentType } from 'react';
import { i18n } from '@web/lib/i18n.ts';

/**
 * A lazy route: loads the page module and its translation namespaces together, so a page never
 * paints with missing text.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, namespaces: string[] = []) {
  return async () => {
    const [module] = await Promise.all([load(), i18n.loadNamespaces(namespaces)]);
    return { Component: module.default };
  };
}
