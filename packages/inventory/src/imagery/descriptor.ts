import { hash32 } from './random.ts';

/**
 * What our server needs to draw an item's picture as SVG: no remote URL, no bundled photo.
 * The same item always gets the same picture (seed and palette come from its stable id).
 */
export type ImageryDescriptor = {
  /** What to draw, e.g. 'hotel-tower', 'stay-villa', 'car-suv', 'ship-glacier'. */
  scene: string;
  /** Drives the scene's variations (window pattern, skyline, waves...). */
  seed: number;
  palette: PaletteName;
  /** Background, main shape and accent colours (hex), from the palette. */
  colors: readonly [string, string, string];
};

export const palettes = {
  sunrise: ['#fde7c8', '#f08a4b', '#2f4858'],
  lagoon: ['#d6f3f0', '#1f9e9a', '#0b3954'],
  meadow: ['#e6f2d8', '#5e9c4a', '#2d3a1f'],
  dusk: ['#e4dcf5', '#6c4ab6', '#27174a'],
  sand: ['#f7ecd9', '#c79a5b', '#4a3520'],
  harbor: ['#dde9f5', '#3b6ea8', '#1a2b44'],
  terracotta: ['#f6e0d5', '#c4553a', '#3d1f17'],
  glacier: ['#e8f4fb', '#7fb3d5', '#1d3c57'],
  citrus: ['#fbf5cc', '#e0b31c', '#40350a'],
  orchid: ['#f8def0', '#b8458f', '#3e1230'],
} as const satisfies Record<string, readonly [string, string, string]>;
export type PaletteName = keyof typeof palettes;
export const paletteNames = Object.keys(palettes) as PaletteName[];

/**
 * A descriptor for an item: `key` is its stable id; `preferred` narrows the palettes (a region's
 * or a category's mood) and falls back to all of them.
 */
export function imageryFor(
  scene: string,
  key: string,
  preferred: readonly PaletteName[] = paletteNames,
): ImageryDescriptor {
  const seed = hash32(`${scene}|${key}`);
  const choices = preferred.length > 0 ? preferred : paletteNames;
  const palette = choices[seed % choices.length] as PaletteName;
  return { scene, seed, palette, colors: palettes[palette] };
}
