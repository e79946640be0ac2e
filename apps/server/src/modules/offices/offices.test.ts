import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officeListSchema, type Office } from '@escazo/contracts/offices';
import { supportPolicy } from '@escazo/contracts/support';
import { createTestContext, type TestContext } from '@server-test/helpers.ts';

describe('offices', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('lists three offices with name, address, phone, e-mail, hours and position', async () => {
    const res = await ctx.client.get('/api/offices');
    expect(res.statusCode).toBe(200);
    const { items } = officeListSchema.parse(res.json());
    expect(items.map((o) => o.address.city)).toEqual(['Providence', 'Lisbon', 'Singapore']);
    for (const office of items) {
      expect(office.name).not.toBe('');
      expect(office.phone).toMatch(/^\+[\d\s()-]+$/);
      expect(office.email).toMatch(/@escazo\.com$/);
      expect(office.hours).toMatch(/^Mon-Fri /);
    }
  });

  it('puts the headquarters at the company address', async () => {
    const hq = (await ctx.client.get('/api/offices')).json<{ items: Office[] }>().items[0]!;
    expect(hq.address).toEqual(supportPolicy.address);
    expect(hq.phone).toBe(supportPolicy.phone);
  });

  it('serves the offices map as an SVG with one marker per office, the same bytes each time', async () => {
    const first = await ctx.client.get('/media/maps/offices.svg');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(first.headers['cache-control']).toContain('max-age=');
    expect(first.body.startsWith('<svg')).toBe(true);
    expect(first.body.match(/class="office-marker"/g)).toHaveLength(3);
    for (const city of ['Providence', 'Lisbon', 'Singapore']) expect(first.body).toContain(`>${city}</text>`);
    const second = await ctx.client.get('/media/maps/offices.svg');
    expect(second.body).toBe(first.body);
  });

  it('compresses the map for clients that accept gzip', async () => {
    const res = await ctx.client.request({
      method: 'GET',
      url: '/media/maps/offices.svg',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
