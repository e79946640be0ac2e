import QRCode from 'qrcode';

/** The platforms a download QR code exists for; `app` is the platform-neutral page. */
export const qrPlatforms = ['ios', 'android', 'app'] as const;
export type QrPlatform = (typeof qrPlatforms)[number];

export const isQrPlatform = (value: string): value is QrPlatform => (qrPlatforms as readonly string[]).includes(value);

// A host name or IPv4/IPv6 literal, with an optional port: nothing a Host header could smuggle in.
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The absolute address of the download page for a platform, or null when the origin is not a plain host. */
export function downloadPageUrl(platform: QrPlatform, origin: { protocol: string; host: string }): string | null {
  if (origin.protocol !== 'http' && origin.protocol !== 'https') return null;
  if (!HOST.test(origin.host)) return null;
  const path = platform === 'app' ? '/download' : `/download/${platform}`;
  return `${origin.protocol}://${origin.host.toLowerCase()}${path}`;
}

/** A scannable QR code of the URL as SVG, with an intrinsic size so browsers can lay it out. */
export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 240,
    color: { dark: '#072937', light: '#ffffff' },
  });
}
