import { describe, expect, it } from 'vitest';
import type { SecurityEvent } from '@escazo/contracts/admin';
import { SECURITY_CSV_COLUMNS, formulaSafeCell, securityEventsCsv } from './csv.ts';

const event = (over: Partial<SecurityEvent> = {}): SecurityEvent => ({
  id: 7,
  userId: null,
  userEmail: 'ana@example.com',
  userName: 'Ana',
  action: 'SIGN_IN_FAILED',
  resource: 'session',
  timestamp: '2026-11-20T10:00:00.000Z',
  ipAddress: '203.0.113.9',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  success: false,
  details: null,
  riskLevel: 'high',
  ...over,
});

describe('formula-safe CSV cells', () => {
  it('prefixes text a spreadsheet would run as a formula with an apostrophe', () => {
    for (const bad of ['=HYPERLINK("x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])
      expect(formulaSafeCell(bad)).toBe(`'${bad}`);
    for (const fine of ['Ana', '2026-11-20', '203.0.113.9', '', "'quoted", 'a=b'])
      expect(formulaSafeCell(fine)).toBe(fine);
  });
});

describe('security events CSV', () => {
  it('has a header, one row per event, quotes commas and quotes, and defuses formulas', () => {
    const text = securityEventsCsv([
      event(),
      event({
        id: 8,
        userName: '=cmd|" /C calc"!A0',
        userAgent: 'Agent, "quoted"',
        details: { reason: 'banned' },
        success: true,
        riskLevel: 'low',
        action: 'SIGN_IN',
      }),
    ]);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(SECURITY_CSV_COLUMNS.join(','));
    expect(lines[1]).toBe(
      '7,2026-11-20T10:00:00.000Z,SIGN_IN_FAILED,high,false,,ana@example.com,Ana,session,203.0.113.9,Mozilla/5.0 (X11; Linux x86_64),',
    );
    expect(lines[2]).toBe(
      '8,2026-11-20T10:00:00.000Z,SIGN_IN,low,true,,ana@example.com,"\'=cmd|"" /C calc""!A0",session,203.0.113.9,"Agent, ""quoted""","{""reason"":""banned""}"',
    );
    expect(lines).toEqual([lines[0], lines[1], lines[2], '']);
  });
});
