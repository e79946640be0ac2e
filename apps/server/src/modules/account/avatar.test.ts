import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '@escazo/contracts/account';
import { userAvatars } from '@server/db/schema.ts';
import { TestClient, createTestContext, type TestContext } from '@server-test/helpers.ts';
import { signedUpClient } from '../auth/test-support.ts';
import { EXE_HEADER, GIF_1PX, PNG_1PX, multipartBody, uploadAvatar } from './test-support.ts';

describe('account: avatar upload, removal and serving', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ rateLimit: { globalPerMinute: 1000, formsPerTenMinutes: 100 } });
  });
  afterAll(() => ctx.close());

  it('accepts a PNG, points the profile and the session user to it, and serves the bytes', async () => {
    const { client, user, email, password } = await signedUpClient(ctx);
    const res = await uploadAvatar(client, { filename: 'me.png', type: 'image/png', bytes: PNG_1PX });
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    expect(profile.hasCustomAvatar).toBe(true);
    expect(profile.avatarUrl).toMatch(new RegExp(`^/media/avatars/${user.id}\\?v=\\d+$`));
    expect((await client.get('/api/auth/session')).json().user.avatarUrl).toBe(profile.avatarUrl);
    const signIn = await new TestClient(ctx.app).post('/api/auth/sign-in', { email, password });
    expect(signIn.json().user.avatarUrl).toBe(profile.avatarUrl);

    const image = await new TestClient(ctx.app).get(profile.avatarUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.rawPayload.equals(PNG_1PX)).toBe(true);

    const etag = image.headers.etag as string;
    expect(etag).toMatch(/^"\d+"$/);
    const unversioned = await ctx.app.inject({ url: `/media/avatars/${user.id}` });
    expect(unversioned.headers['cache-control']).toBe('public, no-cache');
    const again = await ctx.app.inject({ url: `/media/avatars/${user.id}`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('types the image by its content, not by its name or declared type', async () => {
    const { client, user } = await signedUpClient(ctx);
    const res = await uploadAvatar(client, { filename: 'photo.png', type: 'image/png', bytes: GIF_1PX });
    expect(res.statusCode).toBe(200);
    const image = await ctx.app.inject({ url: res.json().avatarUrl });
    expect(image.headers['content-type']).toBe('image/gif');
    const [row] = await ctx.database.db.select().from(userAvatars).where(eq(userAvatars.userId, user.id));
    expect(row!.contentType).toBe('image/gif');
  });

  it('refuses a text file and an executable renamed .png, and an SVG, with IMAGE_TYPE_NOT_ALLOWED', async () => {
    const { client, user } = await signedUpClient(ctx);
    const files = [
      {
        filename: 'notes.png',
        type: 'image/png',
        bytes: Buffer.from('just some text, not an image at all\n'.repeat(10)),
      },
      { filename: 'setup.png', type: 'image/png', bytes: EXE_HEADER },
      {
        filename: 'icon.svg',
        type: 'image/svg+xml',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
    ];
    for (const file of files) {
      const res = await uploadAvatar(client, file);
      expect(res.statusCode, file.filename).toBe(400);
      expect(res.json().error).toEqual({
        code: 'IMAGE_TYPE_NOT_ALLOWED',
        message: 'Please choose a PNG, JPEG, GIF or WebP image.',
      });
    }
    expect(await ctx.database.db.select().from(userAvatars).where(eq(userAvatars.userId, user.id))).toEqual([]);
    expect((await client.get('/api/me/profile')).json().hasCustomAvatar).toBe(false);
  });

  it('refuses an image over the size limit with 413 PAYLOAD_TOO_LARGE and keeps the previous one', async () => {
    const { client, user } = await signedUpClient(ctx);
    expect((await uploadAvatar(client, { filename: 'a.png', type: 'image/png', bytes: PNG_1PX })).statusCode).toBe(200);
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(AVATAR_MAX_BYTES)]);
    const res = await uploadAvatar(client, { filename: 'big.png', type: 'image/png', bytes: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The image must be 2 MB or smaller.' });
    const [row] = await ctx.database.db.select().from(userAvatars).where(eq(userAvatars.userId, user.id));
    expect(row!.bytes.equals(PNG_1PX)).toBe(true);
  });

  it('answers 4xx, never 5xx, for a missing file, a wrong field, JSON, a broken form and no session', async () => {
    const { client } = await signedUpClient(ctx);
    const wrongField = await uploadAvatar(client, {
      field: 'picture',
      filename: 'a.png',
      type: 'image/png',
      bytes: PNG_1PX,
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.fields).toEqual([
      { path: 'avatar', code: 'account.avatarRequired', message: 'Choose an image to upload' },
    ]);
    const empty = await uploadAvatar(client, { filename: 'a.png', type: 'image/png', bytes: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    const json = await client.post('/api/me/avatar', { avatar: 'x' });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const { payload } = multipartBody({ filename: 'a.png', type: 'image/png', bytes: PNG_1PX });
    const truncated = await client.request({
      method: 'POST',
      url: '/api/me/avatar',
      payload: payload.subarray(0, 120),
      headers: { 'content-type': 'multipart/form-data; boundary=escazoTestBoundary7MA4YWxk' },
    });
    expect(truncated.statusCode).toBe(400);
    const noBoundary = await client.request({
      method: 'POST',
      url: '/api/me/avatar',
      payload,
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().error.code).toBe('VALIDATION_FAILED');
    const anonymous = await uploadAvatar(new TestClient(ctx.app), {
      filename: 'a.png',
      type: 'image/png',
      bytes: PNG_1PX,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('removes the avatar: the generated one shows again and the image URL is gone', async () => {
    const { client, user } = await signedUpClient(ctx);
    const url = (await uploadAvatar(client, { filename: 'a.png', type: 'image/png', bytes: PNG_1PX })).json().avatarUrl;
    const res = await client.request({ method: 'DELETE', url: '/api/me/avatar' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      hasCustomAvatar: false,
      avatarUrl: expect.stringMatching(/^\/media\/scenes\/avatar-[0-9a-f]{12}\.svg$/),
    });
    expect((await client.get('/api/auth/session')).json().user.avatarUrl).toBe(res.json().avatarUrl);
    expect((await ctx.app.inject({ url })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/media/avatars/${user.id}x` })).statusCode).toBe(400);
  });

  it("changes only the caller's avatar", async () => {
    const a = await signedUpClient(ctx);
    const b = await signedUpClient(ctx);
    await uploadAvatar(a.client, { filename: 'a.png', type: 'image/png', bytes: PNG_1PX });
    await b.client.request({ method: 'DELETE', url: '/api/me/avatar' });
    expect((await a.client.get('/api/me/profile')).json().hasCustomAvatar).toBe(true);
    expect((await b.client.get('/api/me/profile')).json().hasCustomAvatar).toBe(false);
  });
});
