import { createHash } from 'node:crypto';

/**
 * Generated artwork for a place or item: a duotone landscape (sky gradient, sun, layered hills)
 * derived from the name, so the same name always gets the same picture. Pure: name in, SVG out.
 */
export function sceneSvg(name: string, width = 800, height = 500): string {
  const h = createHash('sha256').update(name).digest();
  const hue = (h[0]! * 360) / 256;
  const hue2 = (hue + 30 + (h[1]! % 60)) % 360;
  const sunX = 15 + (h[2]! % 70);
  const sunY = 18 + (h[3]! % 25);
  const ridge = (offset: number, amp: number, seed: number) => {
    const pts: string[] = [];
    for (let i = 0; i <= 8; i++) {
      const x = (i / 8) * width;
      const y = height * offset - amp * Math.sin(i * 0.9 + (h[seed]! / 255) * 6) - (h[seed + i]! % 20);
      pts.push(`${x.toFixed(1)},${y.toFixed(1)}`);
    }
    return `M0,${height} L${pts.join(' L')} L${width},${height} Z`;
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="hsl(${hue.toFixed(0)} 70% 62%)"/><stop offset="1" stop-color="hsl(${hue2.toFixed(0)} 75% 86%)"/>
</linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="${(sunX / 100) * width}" cy="${(sunY / 100) * height}" r="${height * 0.09}" fill="hsl(${(hue + 180) % 360} 90% 92%)" opacity="0.9"/>
<path d="${ridge(0.62, 40, 4)}" fill="hsl(${hue.toFixed(0)} 40% 45%)" opacity="0.55"/>
<path d="${ridge(0.75, 30, 12)}" fill="hsl(${hue.toFixed(0)} 45% 32%)" opacity="0.75"/>
<path d="${ridge(0.88, 18, 20)}" fill="hsl(${hue.toFixed(0)} 50% 20%)"/>
</svg>`;
}
