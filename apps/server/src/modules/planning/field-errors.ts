import type { FieldError } from '@escazo/contracts/errors';
import { validationMessages } from '@escazo/contracts/messages';
import { AppError } from '@server/lib/app-error.ts';

export function fieldError(path: string, key: keyof typeof validationMessages): FieldError {
  return { path, code: key, message: validationMessages[key] };
}

/** 400 VALIDATION_FAILED naming every field at fault (the body's own checks answer the same way). */
export function validationFailed(fields: FieldError[]): AppError {
  return new AppError(
    400,
    'VALIDATION_FAILED',
    fields.length === 1 ? fields[0]!.message : 'Some fields need attention.',
    fields,
  );
}
