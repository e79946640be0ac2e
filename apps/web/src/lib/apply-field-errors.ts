import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';

/**
 * Puts the server's per-field errors on the form's fields (their codes are validation message
 * keys). Returns true when at least one field received an error.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const field of error.fields) {
    const name = fieldNames.find((n) => n === field.path);
    if (!name) continue;
    setError(name, { type: 'server', message: field.code }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
