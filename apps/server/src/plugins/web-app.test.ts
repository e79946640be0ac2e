import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers.ts';

describe('serving the built web app', () => {
  let ctx: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'escazo-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<html><body><div id="root"><h1>Home</h1></div></body></html>');
    fs.writeFileSync(path.join(dist, 'app.html'), '<html><body><div id="root"></div></body></html>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    ctx = await createTestContext({ webDistDir: dist });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves the prerendered home page at /, revalidated on every visit', async () => {
    const res = await ctx.client.get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Home</h1>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year', async () => {
    const res = await ctx.client.get('/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers client routes with the empty shell, never the home page', async () => {
    const res = await ctx.client.get('/help-center/payments?x=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('keeps JSON 404s for unknown API paths and missing files', async () => {
    expect((await ctx.client.get('/api/nothing-here')).json().error.code).toBe('NOT_FOUND');
    expect((await ctx.client.get('/assets/missing.js')).statusCode).toBe(404);
  });
});
