import { describe, expect, it } from 'vitest';
import { cardBrand, isExpired, luhnValid } from './card.ts';
import type { Db } from '@server/db/client.ts';
import { TEST_DECLINED_CARD, createTestProcessor } from './test-processor.ts';

/** Tokenising needs no database (only charging writes the ledger). */
const testProcessor = createTestProcessor({} as Db);

describe('card helpers', () => {
  it('passes the Luhn check for real test numbers and fails a changed digit', () => {
    for (const n of [
      '4242424242424242',
      '5555555555554444',
      '378282246310005',
      '6011111111111117',
      '3056930009020004',
      '3566002020360505',
      '4000000000000002',
      '2223003122003222',
    ]) {
      expect(luhnValid(n), n).toBe(true);
    }
    for (const n of ['4242424242424241', '5555555555554445', '378282246310006', '1234567890123'])
      expect(luhnValid(n), n).toBe(false);
  });

  it('refuses anything but 12 to 19 digits', () => {
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('0000000000')).toBe(false);
    expect(luhnValid('4242 4242 4242 4242')).toBe(false);
    expect(luhnValid('42424242424242424242')).toBe(false);
    expect(luhnValid('000000000000')).toBe(true);
  });

  it('names the brand from the first digits', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('2720990000000000')).toBe('mastercard');
    expect(cardBrand('2721000000000000')).toBe('unknown');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('341111111111111')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('6445644564456445')).toBe('discover');
    expect(cardBrand('6221260000000000')).toBe('discover');
    expect(cardBrand('6200000000000005')).toBe('unionpay');
    expect(cardBrand('3056930009020004')).toBe('diners');
    expect(cardBrand('36227206271667')).toBe('diners');
    expect(cardBrand('3566002020360505')).toBe('jcb');
    expect(cardBrand('3530111333300000')).toBe('jcb');
    expect(cardBrand('9999999999999995')).toBe('unknown');
  });

  it('keeps a card valid through the last day of its expiry month (UTC)', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(isExpired(11, 2026, now)).toBe(false);
    expect(isExpired(12, 2026, now)).toBe(false);
    expect(isExpired(10, 2026, now)).toBe(true);
    expect(isExpired(12, 2025, now)).toBe(true);
    expect(isExpired(1, 2027, now)).toBe(false);
  });

  it('test processor: tokenises good cards, declines the decline number, refuses bad and expired ones', async () => {
    const base = { holderName: 'Ana', expMonth: 12, expYear: 2099, cvc: '123' };
    const ok = await testProcessor.tokenizeCard({ ...base, number: '378282246310005' });
    expect(ok).toMatchObject({ ok: true, brand: 'amex', last4: '0005', expMonth: 12, expYear: 2099 });
    expect(ok.ok && ok.token).toMatch(/^tok_test_[0-9a-f]{32}$/);
    const again = await testProcessor.tokenizeCard({ ...base, number: '378282246310005' });
    expect(again.ok && ok.ok && again.token !== ok.token).toBe(true);
    expect(await testProcessor.tokenizeCard({ ...base, number: TEST_DECLINED_CARD })).toEqual({
      ok: false,
      reason: 'card_declined',
    });
    expect(await testProcessor.tokenizeCard({ ...base, number: '4242424242424241' })).toEqual({
      ok: false,
      reason: 'invalid_number',
    });
    expect(await testProcessor.tokenizeCard({ ...base, number: '4242424242424242', expYear: 2001 })).toEqual({
      ok: false,
      reason: 'expired_card',
    });
  });
});
