import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sceneSvg } from './scene-art.ts';

describe('sceneSvg', () => {
  it('draws the same picture for the same name, every time', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (name) => {
        expect(sceneSvg(name)).toBe(sceneSvg(name));
      }),
    );
  });

  it('draws different pictures for different places', () => {
    expect(sceneSvg('paris')).not.toBe(sceneSvg('tokyo'));
  });

  it('is a self-contained SVG with the requested size and no outside references', () => {
    const svg = sceneSvg('lisbon', 640, 400);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 640 400"/);
    expect(svg).not.toMatch(/href=|url\((?!#)/);
  });
});
