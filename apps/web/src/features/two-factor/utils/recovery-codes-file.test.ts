import { describe, expect, it } from 'vitest';
import { groupSecret, recoveryCodesText, svgDataUrl } from './recovery-codes-file.ts';

describe('recovery codes file, QR image, secret', () => {
  it('lists the codes one per line under a short explanation', () => {
    const text = recoveryCodesText(['abcde-fghjk', 'mnpqr-stuvw'], 'ana@example.com', new Date('2026-11-22T10:00:00Z'));
    expect(text.split('\n')).toEqual([
      'Escazo recovery codes',
      'Account: ana@example.com',
      'Generated: 2026-11-22',
      '',
      'Each code signs you in once when you cannot get a verification code.',
      'Keep them somewhere safe.',
      '',
      'abcde-fghjk',
      'mnpqr-stuvw',
      '',
    ]);
    expect(recoveryCodesText(['abcde-fghjk'], undefined, new Date('2026-11-22T10:00:00Z'))).not.toContain('Account:');
  });

  it('turns SVG markup into a data: URL', () => {
    expect(svgDataUrl('<svg a="1"/>')).toBe('data:image/svg+xml;charset=utf-8,%3Csvg%20a%3D%221%22%2F%3E');
  });

  it('groups the secret in fours', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
  });
});
