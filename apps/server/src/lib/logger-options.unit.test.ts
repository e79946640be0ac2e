import { describe, expect, it } from 'vitest';
import { loggerOptions, wantsPrettyLogs } from './logger-options.ts';

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
