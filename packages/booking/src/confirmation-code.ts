/** Letters and digits a reader cannot confuse: no 0/O, no 1/I. 32 symbols, so a byte % 32 is unbiased. */
export const CONFIRMATION_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CONFIRMATION_CODE_LENGTH = 8;

/** An 8-character code from 8 random bytes (the caller's crypto source). */
export function confirmationCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < CONFIRMATION_CODE_LENGTH) throw new RangeError('need 8 random bytes');
  let code = '';
  for (let i = 0; i < CONFIRMATION_CODE_LENGTH; i++)
    code += CONFIRMATION_ALPHABET[bytes[i]! % CONFIRMATION_ALPHABET.length];
  return code;
}
