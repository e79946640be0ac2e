/** The download page's platform: from /download/:platform, or 'other' on /download itself. */
export type DownloadPlatform = 'ios' | 'android' | 'other';

/** Null for a platform we have no page for (the page then shows Not Found). */
export function downloadPlatform(param: string | undefined): DownloadPlatform | null {
  if (param === undefined) return 'other';
  if (param === 'ios' || param === 'android') return param;
  return null;
}

/** The server's QR image for the platform's download page. */
export function downloadQrPath(platform: DownloadPlatform): string {
  return `/media/qr/download-${platform === 'other' ? 'app' : platform}.svg`;
}
