import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { downloadPageUrl, isQrPlatform, qrSvg } from './qr.ts';

describe('downloadPageUrl', () => {
  it('points each platform at its download page on the request origin', () => {
    const origin = { protocol: 'https', host: 'escazo.example:8443' };
    expect(downloadPageUrl('ios', origin)).toBe('https://escazo.example:8443/download/ios');
    expect(downloadPageUrl('android', origin)).toBe('https://escazo.example:8443/download/android');
    expect(downloadPageUrl('app', origin)).toBe('https://escazo.example:8443/download');
  });

  it('accepts IP literals and lower-cases the host', () => {
    expect(downloadPageUrl('ios', { protocol: 'http', host: '127.0.0.1:4321' })).toBe(
      'http://127.0.0.1:4321/download/ios',
    );
    expect(downloadPageUrl('ios', { protocol: 'http', host: '[::1]:3000' })).toBe('http://[::1]:3000/download/ios');
    expect(downloadPageUrl('app', { protocol: 'http', host: 'Escazo.COM' })).toBe('http://escazo.com/download');
  });

  it('refuses hosts and protocols that are not plain origins', () => {
    expect(downloadPageUrl('ios', { protocol: 'http', host: 'evil.com/phish?' })).toBeNull();
    expect(downloadPageUrl('ios', { protocol: 'http', host: 'a@b.com' })).toBeNull();
    expect(downloadPageUrl('ios', { protocol: 'http', host: '' })).toBeNull();
    expect(downloadPageUrl('ios', { protocol: 'javascript', host: 'escazo.com' })).toBeNull();
  });
});

describe('isQrPlatform', () => {
  it('knows exactly ios, android and app', () => {
    expect(['ios', 'android', 'app', 'other', 'IOS', ''].map(isQrPlatform)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('qrSvg', () => {
  const url = 'https://escazo.example/download/ios';

  it('draws exactly the QR symbol of the URL, with a quiet zone and an intrinsic size', async () => {
    const svg = await qrSvg(url);
    const symbol = QRCode.create(url, { errorCorrectionLevel: 'M' });
    const size = symbol.modules.size;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('width="240" height="240"');
    expect(svg).toContain(`viewBox="0 0 ${size + 4} ${size + 4}"`);
    expect(darkModules(svg, size, 2)).toEqual(Array.from(symbol.modules.data, (bit) => (bit ? 1 : 0)));
  });

  it('is deterministic and differs per URL', async () => {
    expect(await qrSvg(url)).toBe(await qrSvg(url));
    expect(await qrSvg(url)).not.toBe(await qrSvg('https://escazo.example/download/android'));
  });
});

/** Reads the dark modules back out of the renderer's path ("M x y h n m dx dy h n ..."). */
function darkModules(svg: string, size: number, margin: number): number[] {
  const d = /<path stroke="[^"]+" d="([^"]+)"/.exec(svg)?.[1] ?? '';
  const grid = new Array<number>(size * size).fill(0);
  let x = 0;
  let y = 0;
  for (const [, op, a, b] of d.matchAll(/([Mmh])(-?[\d.]+)(?:\s(-?[\d.]+))?/g)) {
    if (op === 'M') [x, y] = [Number(a), Number(b)];
    else if (op === 'm') [x, y] = [x + Number(a), y + Number(b)];
    else {
      for (let i = 0; i < Number(a); i++) grid[(y - 0.5 - margin) * size + (x + i - margin)] = 1;
      x += Number(a);
    }
  }
  return grid;
}
