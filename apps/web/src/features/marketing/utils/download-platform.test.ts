import { describe, expect, it } from 'vitest';
import { downloadPlatform, downloadQrPath } from './download-platform.ts';

describe('downloadPlatform', () => {
  it('reads ios and android, and treats the bare /download as other', () => {
    expect(downloadPlatform('ios')).toBe('ios');
    expect(downloadPlatform('android')).toBe('android');
    expect(downloadPlatform(undefined)).toBe('other');
  });

  it('has no page for any other platform', () => {
    for (const p of ['foo', 'other', 'IOS', 'app', '']) expect(downloadPlatform(p)).toBeNull();
  });
});

describe('downloadQrPath', () => {
  it('points at the server QR image for the platform', () => {
    expect(downloadQrPath('ios')).toBe('/media/qr/download-ios.svg');
    expect(downloadQrPath('android')).toBe('/media/qr/download-android.svg');
    expect(downloadQrPath('other')).toBe('/media/qr/download-app.svg');
  });
});
