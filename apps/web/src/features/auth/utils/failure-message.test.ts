import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api-client.ts';
import { authFailureMessage } from './failure-message.ts';

const fallback = 'Login failed. Please try again.';

describe('authFailureMessage', () => {
  it("keeps the server's message for a refusal it explains", () => {
    const wrong = new ApiError(401, 'INVALID_CREDENTIALS', 'Invalid email or password.');
    expect(authFailureMessage(wrong, fallback)).toBe('Invalid email or password.');
  });

  it('falls back when the server could not be reached', () => {
    const offline = new ApiError(0, 'NETWORK', 'We could not reach Escazo. Check your connection and try again.');
    expect(authFailureMessage(offline, fallback)).toBe(fallback);
  });

  it('falls back on a server failure and on a code the app does not know', () => {
    expect(authFailureMessage(new ApiError(500, 'INTERNAL', 'Something went wrong.'), fallback)).toBe(fallback);
    expect(authFailureMessage(new ApiError(502, 'INTERNAL', 'Something went wrong.'), fallback)).toBe(fallback);
    const unknown = new ApiError(418, 'TEAPOT' as never, 'I am a teapot');
    expect(authFailureMessage(unknown, 'Signup failed. Please try again.')).toBe('Signup failed. Please try again.');
  });

  it('falls back on anything that is not an API answer', () => {
    expect(authFailureMessage(new TypeError('boom'), fallback)).toBe(fallback);
  });
});
