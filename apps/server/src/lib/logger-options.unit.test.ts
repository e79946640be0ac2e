import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl, wantsPrettyLogs } from './logger-options.ts';

describe('log format', () => {
  it('auto: readable lines at a terminal or in development, JSON when piped', () => {
    expect(wantsPrettyLogs({ env: 'production', logFormat: 'auto' }, true)).toBe(true);
    expect(wantsPrettyLogs({ env: 'production', logFormat: 'auto' }, false)).toBe(false);
    expect(wantsPrettyLogs({ env: 'test', logFormat: 'auto' }, false)).toBe(false);
    expect(wantsPrettyLogs({ env: 'development', logFormat: 'auto' }, false)).toBe(true);
  });

  it('json and pretty win over the terminal and the environment', () => {
    expect(wantsPrettyLogs({ env: 'development', logFormat: 'json' }, true)).toBe(false);
    expect(wantsPrettyLogs({ env: 'production', logFormat: 'pretty' }, false)).toBe(true);
  });

  it('JSON logging has no stream of its own, pretty logging writes through pino-pretty, silent logs nothing', () => {
    const json = loggerOptions({ env: 'production', logLevel: 'info', logFormat: 'json' }, true);
    expect(json).toMatchObject({ level: 'info', redact: { remove: true } });
    expect(json).not.toHaveProperty('stream');
    expect(loggerOptions({ env: 'production', logLevel: 'warn', logFormat: 'pretty' }, false)).toHaveProperty('stream');
    expect(loggerOptions({ env: 'production', logLevel: 'silent', logFormat: 'pretty' }, true)).toBe(false);
  });
});

describe('share tokens in request lines', () => {
  const token = 'q1w2e3r4t5y6u7i8o9p0AbCdEfGhIjKlMnOpQrStUvW';

  it('the segment after /shared-plans/ and /itinerary/shared/ reads [redacted]', () => {
    expect(redactUrl(`/api/shared-plans/${token}`)).toBe('/api/shared-plans/[redacted]');
    expect(redactUrl(`/api/shared-plans/${token}/itinerary.pdf?x=1`)).toBe(
      '/api/shared-plans/[redacted]/itinerary.pdf?x=1',
    );
    expect(redactUrl(`/api/shared-plans/${token}/map.svg?date=2030-01-01`)).toBe(
      '/api/shared-plans/[redacted]/map.svg?date=2030-01-01',
    );
    expect(redactUrl(`/itinerary/shared/${token}`)).toBe('/itinerary/shared/[redacted]');
    expect(redactUrl('/api/plans/abc/share')).toBe('/api/plans/abc/share');
  });

  it('the token of a password reset link being checked reads [redacted]', () => {
    expect(redactUrl(`/api/auth/password-reset/tokens/${token}`)).toBe('/api/auth/password-reset/tokens/[redacted]');
  });

  for (const logFormat of ['json', 'pretty'] as const) {
    it(`a shared read logs its path without the token (${logFormat})`, async () => {
      const lines: string[] = [];
      const destination = new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      });
      const app = Fastify({
        logger: loggerOptions({ env: 'production', logLevel: 'info', logFormat }, false, destination),
      });
      app.get('/api/shared-plans/:token', async () => ({ ok: true }));
      app.get('/itinerary/shared/:token', async () => 'page');
      try {
        expect((await app.inject({ url: `/api/shared-plans/${token}` })).statusCode).toBe(200);
        expect((await app.inject({ url: `/itinerary/shared/${token}` })).statusCode).toBe(200);
      } finally {
        await app.close();
      }
      const log = lines.join('');
      expect(log).toContain('/api/shared-plans/[redacted]');
      expect(log).toContain('/itinerary/shared/[redacted]');
      expect(log).not.toContain(token);
    });
  }
});
