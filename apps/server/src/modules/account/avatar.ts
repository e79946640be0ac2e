import { fileTypeFromBuffer } from 'file-type';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@escazo/contracts/account';
import { validationMessages } from '@escazo/contracts/messages';
import { AppError } from '@server/lib/app-error.ts';

export type AvatarType = (typeof AVATAR_TYPES)[number];

const MAX_MB = AVATAR_MAX_BYTES / (1024 * 1024);

export const avatarTooLarge = () =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', `The image must be ${MAX_MB} MB or smaller.`);
export const avatarTypeRefused = () =>
  new AppError(400, 'IMAGE_TYPE_NOT_ALLOWED', 'Please choose a PNG, JPEG, GIF or WebP image.');
export const avatarMissing = () => {
  const message = validationMessages['account.avatarRequired'];
  return new AppError(400, 'VALIDATION_FAILED', message, [{ path: 'avatar', code: 'account.avatarRequired', message }]);
};
export const uploadUnreadable = () =>
  new AppError(400, 'VALIDATION_FAILED', 'The upload could not be read. Please try again.');

const isAvatarType = (mime: string): mime is AvatarType => (AVATAR_TYPES as readonly string[]).includes(mime);

/**
 * The image type read from the bytes themselves (magic numbers), never from the file name or the
 * declared type: a renamed executable or an SVG (which can carry script) is refused.
 */
export async function detectAvatarType(bytes: Buffer): Promise<AvatarType> {
  if (bytes.length === 0) throw avatarMissing();
  if (bytes.length > AVATAR_MAX_BYTES) throw avatarTooLarge();
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !isAvatarType(detected.mime)) throw avatarTypeRefused();
  return detected.mime;
}
