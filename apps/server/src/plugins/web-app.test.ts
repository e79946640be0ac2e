import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@server-test/helpers.ts';

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

describe('serving the web app while npm start is still building it', () => {
  let ctx: TestContext;
  let dist: string;
  let staging: string;
  beforeAll(async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'escazo-dist-'));
    dist = path.join(parent, 'dist');
    staging = path.join(parent, 'dist-next');
    fs.mkdirSync(dist);
    ctx = await createTestContext({ webDistDir: dist, webBuildPending: true });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(path.dirname(dist), { recursive: true, force: true });
  });

  it('answers pages with a starting page that reloads itself, and the API as usual', async () => {
    for (const url of ['/', '/help-center/payments']) {
      const res = await ctx.client.get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('The web app is still building');
      expect(res.body).toContain('<meta http-equiv="refresh" content="2" />');
    }
    expect((await ctx.client.get('/api/health')).statusCode).toBe(200);
    expect((await ctx.client.get('/assets/app-abc123.js')).statusCode).toBe(404);
  });

  it('serves the build once it has been moved into place', async () => {
    fs.mkdirSync(path.join(staging, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(staging, 'index.html'), '<html><body><div id="root"><h1>Home</h1></div></body></html>');
    fs.writeFileSync(path.join(staging, 'app.html'), '<html><body><div id="root"></div></body></html>');
    fs.writeFileSync(path.join(staging, 'assets', 'app-abc123.js'), 'console.log(1)');
    fs.rmSync(dist, { recursive: true });
    fs.renameSync(staging, dist);

    const home = await ctx.client.get('/');
    expect(home.body).toContain('<h1>Home</h1>');
    expect(home.headers['cache-control']).toBe('no-cache');
    const shell = await ctx.client.get('/help-center/payments');
    expect(shell.body).toContain('<div id="root"></div>');
    const asset = await ctx.client.get('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await ctx.client.get('/api/nothing-here')).json().error.code).toBe('NOT_FOUND');
  });
});
