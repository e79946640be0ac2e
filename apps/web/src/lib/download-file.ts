import { ApiError, toApiError } from '@web/lib/api-client.ts';

/**
 * Fetches a file and hands it to the browser as a download. Resolves once the download has been
 * started, so the caller can report success only when there really is a file.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'NETWORK', 'We could not reach Escazo. Check your connection and try again.');
  }
  if (!response.ok) throw await toApiError(response);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; the object URL can go.
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}
