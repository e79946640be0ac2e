import { describe, expect, it } from 'vitest';
import { cancelFormSchema, cancelRequest } from './cancel-form-schema.ts';

const refundable = { amount: 50000, currency: 'USD' };
const base = { reason: '', override: false, refundAmount: '', overrideReason: '' };
const messages = (value: unknown) => {
  const result = cancelFormSchema(refundable).safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('the staff cancel form', () => {
  it('needs nothing for a cancellation under the policy, and sends only what was given', () => {
    expect(messages(base)).toEqual([]);
    expect(cancelRequest(base, 'USD')).toEqual({});
    expect(cancelRequest({ ...base, reason: ' Asked by phone ' }, 'USD')).toEqual({ reason: 'Asked by phone' });
  });

  it('asks an override for an amount up to what is refundable and a reason', () => {
    expect(messages({ ...base, override: true })).toEqual([
      'refundAmount:field.invalid',
      'overrideReason:admin.overrideReasonRequired',
    ]);
    expect(messages({ ...base, override: true, refundAmount: '500.01', overrideReason: 'Goodwill' })).toEqual([
      'refundAmount:admin.refundOverPaid',
    ]);
    const form = { ...base, override: true, refundAmount: '500', overrideReason: ' Goodwill ' };
    expect(messages(form)).toEqual([]);
    expect(cancelRequest(form, 'USD')).toEqual({ override: { refundAmount: 50000, reason: 'Goodwill' } });
  });
});
