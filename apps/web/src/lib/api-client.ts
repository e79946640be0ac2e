import type { ErrorCode, FieldError } from '@escazo/contracts/errors';

/** An API failure with the server's typed code, message and per-field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    readonly fields: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let csrfToken: Promise<string> | null = null;

function fetchCsrfToken(): Promise<string> {
  csrfToken ??= fetch('/api/csrf', { credentials: 'same-origin' })
    .then((r) => (r.ok ? (r.json() as Promise<{ token: string }>) : Promise.reject(new Error('csrf'))))
    .then((b) => b.token)
    .catch((err: unknown) => {
      csrfToken = null;
      throw err;
    });
  return csrfToken;
}

type Options = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

async function send(path: string, { method = 'GET', body, signal, headers: extra }: Options): Promise<Response> {
  const headers: Record<string, string> = { ...extra, accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') headers['x-csrf-token'] = await fetchCsrfToken();
  return fetch(path, {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
}

/** A 403 for a stale CSRF token (worth one retry with a fresh token), not a refusal on the merits. */
async function isCsrfRefusal(response: Response): Promise<boolean> {
  const payload = (await response
    .clone()
    .json()
    .catch(() => null)) as { error?: { code?: string } } | null;
  return payload?.error?.code === 'CSRF_INVALID';
}

/** JSON over fetch, with the CSRF header on state-changing calls (refreshed once if stale). */
export async function api<T>(path: string, options: Options = {}): Promise<T> {
  return (await apiWithStatus<T>(path, options)).body;
}

/** `api`, also giving the success status (e.g. 201 created against 200 already there). */
export async function apiWithStatus<T>(path: string, options: Options = {}): Promise<{ status: number; body: T }> {
  let response: Response;
  try {
    response = await send(path, options);
    if (response.status === 403 && options.method && options.method !== 'GET' && (await isCsrfRefusal(response))) {
      csrfToken = null;
      response = await send(path, options);
    }
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK', 'We could not reach Escazo. Check your connection and try again.');
  }
  if (response.status === 204) return { status: 204, body: undefined as T };
  if (!response.ok) throw await toApiError(response);
  return { status: response.status, body: (await response.json().catch(() => null)) as T };
}

/** The typed error of a failed response: the server's code, message and field errors when it sent them. */
export async function toApiError(response: Response): Promise<ApiError> {
  const payload = (await response.json().catch(() => null)) as {
    error?: { code: ErrorCode; message: string; fields?: FieldError[] };
  } | null;
  const e = payload?.error;
  return new ApiError(response.status, e?.code ?? 'INTERNAL', e?.message ?? 'Something went wrong.', e?.fields);
}
