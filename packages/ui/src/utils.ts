import { clsx, type ClassValue } from 'clsx';
import { mergeClasses } from './merge-classes.ts';

/** Joins class names; a later class replaces an earlier one of the same group (see merge-classes.ts). */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
