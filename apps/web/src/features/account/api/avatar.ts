import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ErrorCode, FieldError } from '@escazo/contracts/errors';
import { api, ApiError } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

async function csrfToken(): Promise<string> {
  const res = await fetch('/api/csrf', { credentials: 'same-origin' });
  if (!res.ok) throw new ApiError(res.status, 'CSRF_INVALID', 'Something went wrong.');
  return ((await res.json()) as { token: string }).token;
}

/** POST /api/me/avatar as multipart (field 'avatar'); the server checks the content is an image. */
export async function uploadAvatar(file: File): Promise<void> {
  const body = new FormData();
  body.append('avatar', file);
  let response: Response;
  try {
    response = await fetch('/api/me/avatar', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'x-csrf-token': await csrfToken() },
      body,
    });
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw new ApiError(0, 'NETWORK', 'We could not reach Escazo. Check your connection and try again.');
  }
  if (response.ok) return;
  const payload = (await response.json().catch(() => null)) as {
    error?: { code: ErrorCode; message: string; fields?: FieldError[] };
  } | null;
  const e = payload?.error;
  throw new ApiError(response.status, e?.code ?? 'INTERNAL', e?.message ?? 'Something went wrong.', e?.fields);
}

export const removeAvatar = (): Promise<void> => api<void>('/api/me/avatar', { method: 'DELETE' });

function useAvatarMutation<T>(mutationFn: (input: T) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me.profile() }),
  });
}

export const useUploadAvatar = () => useAvatarMutation(uploadAvatar);
export const useRemoveAvatar = () => useAvatarMutation(removeAvatar);
