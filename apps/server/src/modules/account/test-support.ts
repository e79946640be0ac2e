import type { TestClient } from '@server-test/helpers.ts';

/** A 1×1 PNG, a 1×1 GIF and the first bytes of a Windows executable. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF_1PX = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
export const EXE_HEADER = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64),
  Buffer.from('PE\0\0'),
  Buffer.alloc(200),
]);

/** A multipart/form-data body with one file part, built by hand as a browser would send it. */
export function multipartBody(
  file: { field?: string; filename: string; type: string; bytes: Buffer },
  boundary = 'escazoTestBoundary7MA4YWxk',
) {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'avatar'}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, file.bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function uploadAvatar(
  client: TestClient,
  file: { field?: string; filename: string; type: string; bytes: Buffer },
) {
  const { payload, contentType } = multipartBody(file);
  return client.request({ method: 'POST', url: '/api/me/avatar', payload, headers: { 'content-type': contentType } });
}
