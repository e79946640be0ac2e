import { ApiError } from '@web/lib/api-client.ts';

type SetServerError<F extends string> = (name: F, error: { type: 'server'; message: string }) => void;

/**
 * Puts a refusal's per-field errors (their codes are message keys) on the form fields they land
 * on, and returns those fields (the caller focuses the first once it is on screen); empty when
 * none landed.
 */
export function applyServerFieldErrors<F extends string>(
  error: unknown,
  fieldOf: (path: string) => F | null,
  setError: SetServerError<F>,
): F[] {
  if (!(error instanceof ApiError)) return [];
  const landed: F[] = [];
  for (const field of error.fields) {
    const name = fieldOf(field.path);
    if (!name) continue;
    setError(name, { type: 'server', message: field.code });
    if (!landed.includes(name)) landed.push(name);
  }
  return landed;
}
