import { clsx, type ClassValue } from 'clsx';

type Merger = (classes: string) => string;

let merger: Merger | null = null;
let loading: Promise<void> | null = null;

/**
 * Loads the class merger (merge-classes.ts, with tailwind-merge) once. Until it is in, `cn` only
 * joins: whatever renders before it (the home page and the shell) must pass no class that needs
 * merging. A lazily loaded page or dialog awaits this with its code. A failed load is forgotten.
 */
export function loadClassMerger(): Promise<void> {
  loading ??= import('./merge-classes.ts').then(
    (module) => {
      merger = module.mergeClasses;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Joins class names; once the merger is loaded, a later class replaces an earlier one of the same group. */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  return merger ? merger(classes) : classes;
}
