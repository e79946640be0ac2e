import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@server-test/helpers.ts';
import { downloadPageUrl, qrSvg } from './qr.ts';

describe('download QR codes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const get = (url: string, host = 'escazo.test:8080') => ctx.app.inject({ method: 'GET', url, headers: { host } });

  it.each([
    ['ios', 'http://escazo.test:8080/download/ios'],
    ['android', 'http://escazo.test:8080/download/android'],
    ['app', 'http://escazo.test:8080/download'],
  ])('serves the %s QR code as a cacheable SVG of the download page on this origin', async (platform, pageUrl) => {
    const res = await get(`/media/qr/download-${platform}.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toContain('<svg');
    expect(res.body).toBe(await qrSvg(pageUrl));
  });

  it('encodes the host the request came to', async () => {
    const res = await get('/media/qr/download-ios.svg', 'localhost:4321');
    const expected = downloadPageUrl('ios', { protocol: 'http', host: 'localhost:4321' });
    expect(res.body).toBe(await qrSvg(expected!));
  });

  it('answers an unknown platform with a typed 404', async () => {
    for (const platform of ['foo', 'other', 'IOS']) {
      const res = await get(`/media/qr/download-${platform}.svg`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('refuses a Host header that is not a plain host', async () => {
    const res = await get('/media/qr/download-ios.svg', 'evil.example/phish');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });
});
