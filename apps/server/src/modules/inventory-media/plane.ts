/**
 * The 'plane' scene family: an airliner climbing over the destination's low skyline. Pure: the
 * same colours, random source and view give the same SVG fragment (800×500 canvas).
 */
export type PlaneColours = { bg: string; main: string; accent: string };

export function plane({ bg, main, accent }: PlaneColours, next: () => number, view: number): string {
  const parts: string[] = [];
  // The destination on the horizon.
  for (let x = 0; x < 800; x += 40 + Math.floor(next() * 40)) {
    const h = 30 + Math.floor(next() * 70);
    parts.push(`<rect x="${x}" y="${400 - h}" width="36" height="${h}" fill="${accent}" opacity="0.35"/>`);
  }
  const cx = 300 + Math.floor(next() * 200) + (view % 2) * 40;
  const cy = 190 + Math.floor(next() * 40);
  const tilt = -8 - Math.floor(next() * 8);
  parts.push(`<g transform="rotate(${tilt} ${cx} ${cy})">`);
  // Fuselage, wings, tail fin, engines and windows.
  parts.push(`<ellipse cx="${cx}" cy="${cy}" rx="190" ry="26" fill="${main}"/>`);
  parts.push(
    `<path d="M${cx + 10},${cy + 6} L${cx - 70},${cy + 110} L${cx - 30},${cy + 110} L${cx + 80},${cy + 8} Z" fill="${accent}"/>`,
  );
  parts.push(
    `<path d="M${cx + 10},${cy - 6} L${cx - 50},${cy - 80} L${cx - 20},${cy - 80} L${cx + 70},${cy - 8} Z" fill="${accent}" opacity="0.8"/>`,
  );
  parts.push(
    `<path d="M${cx - 150},${cy - 12} L${cx - 195},${cy - 90} L${cx - 165},${cy - 90} L${cx - 110},${cy - 14} Z" fill="${accent}"/>`,
  );
  parts.push(`<rect x="${cx - 40}" y="${cy + 34}" width="50" height="18" rx="9" fill="${main}"/>`);
  for (let i = 0; i < 12; i++) parts.push(`<circle cx="${cx - 110 + i * 20}" cy="${cy - 6}" r="4" fill="${bg}"/>`);
  parts.push(
    `<path d="M${cx + 150},${cy - 14} Q${cx + 185},${cy - 10} ${cx + 188},${cy}" stroke="${bg}" stroke-width="5" fill="none"/>`,
  );
  parts.push('</g>');
  return parts.join('');
}
