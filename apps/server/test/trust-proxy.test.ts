import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config.ts';
import { createTestContext, type TestContext } from './helpers.ts';

const env = (TRUST_PROXY: string) => ({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY });

describe('TRUST_PROXY', () => {
  it('takes false, a hop count, or proxy addresses and CIDR ranges', () => {
    expect(loadConfig(env('false')).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).trustProxy).toBe(false);
    expect(loadConfig(env('1')).trustProxy).toBe(1);
    expect(loadConfig(env('2')).trustProxy).toBe(2);
    expect(loadConfig(env('10.0.0.0/8, 127.0.0.1,::1')).trustProxy).toBe('10.0.0.0/8,127.0.0.1,::1');
  });

  it('refuses true (it would trust any X-Forwarded-For) and junk, saying what to give instead', () => {
    expect(() => loadConfig(env('true'))).toThrow(
      /TRUST_PROXY: "true" is not accepted; give false, a hop count .*addresses/,
    );
    expect(() => loadConfig(env('yes'))).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig(env('10.0.0.300'))).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig(env('0'))).toThrow(/TRUST_PROXY/);
  });
});

describe('behind one proxy hop', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    const { trustProxy } = loadConfig(env('1'));
    ctx = await createTestContext({ trustProxy, rateLimit: { globalPerMinute: 3, formsPerTenMinutes: 3 } });
  });
  afterAll(() => ctx.close());

  it('throttles a client that rotates X-Forwarded-For by the address the proxy saw', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const forged = `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/destinations/popular',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': `${forged}, 203.0.113.9` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/api/destinations/popular',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '203.0.113.10' },
    });
    expect(other.statusCode).toBe(200);
  });
});
