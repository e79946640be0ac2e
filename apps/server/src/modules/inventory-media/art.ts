import { palettes, type ImageryDescriptor, type PaletteName } from '@escazo/inventory';
import { plane } from './plane.ts';

/**
 * Pictures of inventory items, drawn as SVG from their imagery descriptors ({scene, seed, palette}):
 * a sky, a ground or sea, and the subject (a hotel, a home, a car, a ship or a plane). Pure and
 * deterministic: the same descriptor and view always give the same bytes; nothing remote.
 * Gallery views (1-5) re-draw the same item with another framing, time of day and details.
 */

export const sceneFamilies = ['hotel', 'stay', 'car', 'ship', 'plane'] as const;
export type SceneFamily = (typeof sceneFamilies)[number];
export const galleryViews = 5;

const W = 800;
const H = 500;

/** mulberry32: small, fast, deterministic. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

const f = (n: number) => (Math.round(n * 10) / 10).toString();

export function isPalette(name: string): name is PaletteName {
  return Object.hasOwn(palettes, name);
}

export function familyOf(scene: string): SceneFamily | null {
  const family = scene.split('-')[0];
  return (sceneFamilies as readonly string[]).includes(family ?? '') ? (family as SceneFamily) : null;
}

/** The URL of an item's picture (view 0 = main picture). */
export function imageUrl(imagery: Pick<ImageryDescriptor, 'scene' | 'palette' | 'seed'>, view = 0): string {
  return `/media/inventory/${imagery.scene}/${imagery.palette}/${imagery.seed}${view > 0 ? `-${view}` : ''}.svg`;
}

type Ctx = { r: ReturnType<typeof rng>; bg: string; main: string; accent: string; variant: string; view: number };

function windows(x: number, y: number, w: number, h: number, cols: number, rows: number, ctx: Ctx): string {
  const out: string[] = [];
  const cw = w / cols;
  const rh = h / rows;
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < rows; r++) {
      const lit = ctx.r.next() < (ctx.view % 2 === 1 ? 0.7 : 0.35);
      out.push(
        `<rect x="${f(x + c * cw + cw * 0.2)}" y="${f(y + r * rh + rh * 0.2)}" width="${f(cw * 0.6)}" height="${f(rh * 0.55)}" fill="${lit ? '#fff6cf' : ctx.bg}" opacity="${lit ? 0.95 : 0.8}"/>`,
      );
    }
  }
  return out.join('');
}

function hotel(ctx: Ctx): string {
  const { r, main, accent } = ctx;
  const kind = ctx.variant;
  const tall =
    kind === 'tower' ? 1 : kind === 'modern' ? 0.75 : kind === 'palace' ? 0.5 : kind === 'resort' ? 0.42 : 0.55;
  const width =
    kind === 'tower' ? r.int(170, 220) : kind === 'palace' || kind === 'resort' ? r.int(420, 520) : r.int(260, 340);
  const height = Math.round(330 * tall);
  const x = (W - width) / 2 + r.int(-60, 60);
  const base = 410;
  const parts: string[] = [];
  // Neighbours behind.
  for (let i = 0; i < 4; i++) {
    const bw = r.int(60, 130);
    const bh = r.int(80, 220);
    const bx = r.int(0, W - bw);
    parts.push(`<rect x="${bx}" y="${base - bh}" width="${bw}" height="${bh}" fill="${accent}" opacity="0.18"/>`);
  }
  parts.push(`<rect x="${f(x)}" y="${base - height}" width="${width}" height="${height}" fill="${main}" rx="4"/>`);
  if (kind === 'palace') {
    parts.push(
      `<path d="M${f(x - 10)},${base - height} L${f(x + width / 2)},${base - height - 60} L${f(x + width + 10)},${base - height} Z" fill="${accent}"/>`,
    );
  } else if (kind === 'boutique' || kind === 'inn') {
    parts.push(
      `<path d="M${f(x - 14)},${base - height} L${f(x + width / 2)},${base - height - 70} L${f(x + width + 14)},${base - height} Z" fill="${accent}" opacity="0.9"/>`,
    );
  } else {
    parts.push(`<rect x="${f(x - 6)}" y="${base - height - 10}" width="${width + 12}" height="12" fill="${accent}"/>`);
  }
  const cols = Math.max(3, Math.round(width / 45));
  const rows = Math.max(2, Math.round(height / 45));
  parts.push(windows(x + 8, base - height + 12, width - 16, height - 70, cols, rows - 1, ctx));
  parts.push(`<rect x="${f(x + width / 2 - 26)}" y="${base - 52}" width="52" height="52" fill="${accent}" rx="3"/>`);
  parts.push(
    `<rect x="${f(x + width / 2 - 60)}" y="${base - 62}" width="120" height="10" fill="${accent}" opacity="0.8"/>`,
  );
  if (kind === 'resort') {
    parts.push(`<rect x="0" y="${base}" width="${W}" height="${H - base}" fill="#5fb8d6" opacity="0.55"/>`);
    for (let i = 0; i < 3; i++) parts.push(palm(r.int(20, W - 40), base + 20, ctx));
  }
  return parts.join('');
}

function palm(x: number, y: number, ctx: Ctx): string {
  const h = ctx.r.int(110, 170);
  const leaves = [-60, -25, 10, 45, 80]
    .map((a) => {
      const rad = (a * Math.PI) / 180;
      return `<path d="M${x},${y - h} q${f(Math.cos(rad) * 30)},-20 ${f(Math.cos(rad) * 70)},${f(Math.sin(rad) * 30)}" stroke="${ctx.accent}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
    })
    .join('');
  return `<path d="M${x},${y} q8,-${h / 2} 0,-${h}" stroke="${ctx.accent}" stroke-width="7" fill="none"/>${leaves}`;
}

function stay(ctx: Ctx): string {
  const { r, main, accent } = ctx;
  const base = 410;
  const parts: string[] = [];
  if (ctx.variant === 'apartment') {
    const width = r.int(240, 320);
    const height = r.int(230, 300);
    const x = (W - width) / 2 + r.int(-80, 80);
    parts.push(`<rect x="${x}" y="${base - height}" width="${width}" height="${height}" fill="${main}"/>`);
    parts.push(windows(x + 10, base - height + 14, width - 20, height - 40, 4, 5, ctx));
    for (let i = 1; i < 5; i++)
      parts.push(
        `<rect x="${x + 6}" y="${base - height + (i * (height - 26)) / 5 + 10}" width="${width - 12}" height="5" fill="${accent}" opacity="0.8"/>`,
      );
  } else {
    const width = ctx.variant === 'villa' ? r.int(340, 420) : r.int(220, 280);
    const height = ctx.variant === 'villa' ? r.int(130, 160) : r.int(130, 170);
    const x = (W - width) / 2 + r.int(-70, 70);
    const roof = ctx.variant === 'villa' ? 40 : r.int(70, 100);
    parts.push(`<rect x="${x}" y="${base - height}" width="${width}" height="${height}" fill="${main}"/>`);
    parts.push(
      `<path d="M${x - 16},${base - height} L${x + width / 2},${base - height - roof} L${x + width + 16},${base - height} Z" fill="${accent}"/>`,
    );
    parts.push(windows(x + 12, base - height + 18, width - 24, height - 70, ctx.variant === 'villa' ? 6 : 3, 1, ctx));
    parts.push(`<rect x="${x + width / 2 - 20}" y="${base - 60}" width="40" height="60" fill="${accent}" rx="3"/>`);
    if (ctx.variant === 'villa') {
      parts.push(
        `<rect x="${Math.max(0, x - 120)}" y="${base + 16}" width="${width + 240}" height="36" rx="10" fill="#5fb8d6" opacity="0.8"/>`,
      );
      parts.push(palm(x + width + 60, base + 6, ctx));
    } else {
      // A tree.
      const tx = x + width + r.int(40, 90);
      parts.push(
        `<rect x="${tx - 5}" y="${base - 60}" width="10" height="60" fill="${accent}"/><circle cx="${tx}" cy="${base - 85}" r="40" fill="${accent}" opacity="0.6"/>`,
      );
    }
  }
  return parts.join('');
}

function car(ctx: Ctx): string {
  const { r, main, accent } = ctx;
  const big = ctx.variant === 'suv' || ctx.variant === 'fullsize' || ctx.variant === 'luxury';
  const length = big ? 460 : ctx.variant === 'economy' ? 340 : 390;
  const bodyH = ctx.variant === 'suv' ? 110 : 80;
  const cabinH = ctx.variant === 'suv' ? 80 : 70;
  const x = (W - length) / 2 + r.int(-40, 40);
  const ground = 400;
  const bodyY = ground - 40 - bodyH;
  const cabinX = x + length * 0.22;
  const cabinW = length * (ctx.variant === 'suv' ? 0.68 : 0.5);
  return [
    `<ellipse cx="${x + length / 2}" cy="${ground + 6}" rx="${length / 2 + 20}" ry="14" fill="${accent}" opacity="0.25"/>`,
    `<path d="M${f(cabinX)},${bodyY} L${f(cabinX + 30)},${bodyY - cabinH} L${f(cabinX + cabinW - 20)},${bodyY - cabinH} L${f(cabinX + cabinW + 30)},${bodyY} Z" fill="${main}"/>`,
    `<path d="M${f(cabinX + 16)},${bodyY - 6} L${f(cabinX + 38)},${bodyY - cabinH + 10} L${f(cabinX + cabinW - 26)},${bodyY - cabinH + 10} L${f(cabinX + cabinW + 10)},${bodyY - 6} Z" fill="${ctx.bg}" opacity="0.85"/>`,
    `<rect x="${x}" y="${bodyY}" width="${length}" height="${bodyH}" rx="26" fill="${main}"/>`,
    `<rect x="${x + length - 26}" y="${bodyY + 16}" width="18" height="12" rx="4" fill="#fff6cf"/>`,
    `<rect x="${x + 8}" y="${bodyY + 18}" width="14" height="10" rx="3" fill="${accent}"/>`,
    ...[x + length * 0.2, x + length * 0.8].map(
      (cx) =>
        `<circle cx="${f(cx)}" cy="${ground - 40}" r="40" fill="${accent}"/><circle cx="${f(cx)}" cy="${ground - 40}" r="18" fill="${ctx.bg}"/>`,
    ),
    ctx.variant === 'luxury'
      ? `<rect x="${x + 30}" y="${bodyY + bodyH / 2}" width="${length - 60}" height="4" fill="${ctx.bg}" opacity="0.7"/>`
      : '',
  ].join('');
}

function ship(ctx: Ctx): string {
  const { r, main, accent } = ctx;
  const sea = 360;
  const length = r.int(500, 600);
  const x = (W - length) / 2 + r.int(-50, 50);
  const parts: string[] = [];
  if (ctx.variant === 'glacier') {
    for (let i = 0; i < 3; i++) {
      const gx = r.int(-50, W - 150);
      const gw = r.int(180, 320);
      parts.push(
        `<path d="M${gx},${sea} L${gx + gw * 0.3},${sea - r.int(110, 190)} L${gx + gw * 0.55},${sea - r.int(70, 140)} L${gx + gw * 0.75},${sea - r.int(120, 200)} L${gx + gw},${sea} Z" fill="#ffffff" opacity="0.85"/>`,
      );
    }
  } else if (ctx.variant === 'tropical') {
    parts.push(`<ellipse cx="${r.int(80, 200)}" cy="${sea}" rx="140" ry="30" fill="#e9d8a6"/>`);
    parts.push(palm(r.int(90, 170), sea - 6, ctx));
  } else if (ctx.variant === 'coast') {
    parts.push(
      `<path d="M0,${sea} L0,${sea - 90} Q120,${sea - 150} 240,${sea - 80} L300,${sea} Z" fill="${accent}" opacity="0.35"/>`,
    );
    for (let i = 0; i < 5; i++)
      parts.push(
        `<rect x="${20 + i * 44}" y="${sea - 60 - r.int(0, 50)}" width="30" height="${r.int(40, 80)}" fill="${main}" opacity="0.5"/>`,
      );
  }
  parts.push(`<rect x="0" y="${sea}" width="${W}" height="${H - sea}" fill="${accent}" opacity="0.55"/>`);
  const decks = r.int(3, 5);
  const deckH = 22;
  for (let d = 0; d < decks; d++) {
    const inset = 40 + d * 30;
    const y = sea - 40 - (d + 1) * deckH;
    parts.push(
      `<rect x="${x + inset}" y="${y}" width="${length - inset * 1.6}" height="${deckH}" fill="${d % 2 === 0 ? '#ffffff' : ctx.bg}"/>`,
    );
    for (let w = x + inset + 12; w < x + inset + length - inset * 1.6 - 12; w += 22) {
      parts.push(`<rect x="${w}" y="${y + 7}" width="10" height="8" fill="${accent}" opacity="0.75"/>`);
    }
  }
  const funnelX = x + length * 0.55;
  parts.push(`<path d="M${funnelX},${sea - 40 - decks * deckH} l10,-50 l44,0 l4,50 Z" fill="${main}"/>`);
  parts.push(
    `<path d="M${x},${sea - 44} L${x + length},${sea - 44} L${x + length - 60},${sea + 14} L${x + 30},${sea + 14} Z" fill="${main}"/>`,
  );
  parts.push(`<rect x="${x + 10}" y="${sea - 30}" width="${length - 40}" height="6" fill="${ctx.bg}"/>`);
  for (let i = 0; i < 4; i++) {
    const y = sea + 40 + i * 28;
    parts.push(
      `<path d="M0,${y} Q100,${y - 10} 200,${y} T400,${y} T600,${y} T800,${y}" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.35"/>`,
    );
  }
  return parts.join('');
}

/** Draws a scene; null when the scene family is unknown. */
export function inventorySvg(scene: string, palette: PaletteName, seed: number, view = 0): string | null {
  const family = familyOf(scene);
  if (!family) return null;
  const [bg, main, accent] = palettes[palette];
  const r = rng(seed ^ Math.imul(view + 1, 0x9e3779b1));
  const ctx: Ctx = { r, bg, main, accent, variant: scene.slice(family.length + 1), view };
  const dusk = view % 3 === 2;
  const sunX = r.int(80, 720);
  const sunY = r.int(60, 170);
  const ground =
    family === 'ship' ? '' : `<rect x="0" y="400" width="${W}" height="${H - 400}" fill="${accent}" opacity="0.3"/>`;
  const clouds = Array.from({ length: r.int(2, 4) }, () => {
    const cx = r.int(40, 760);
    const cy = r.int(40, 180);
    return `<ellipse cx="${cx}" cy="${cy}" rx="${r.int(40, 80)}" ry="${r.int(12, 22)}" fill="#ffffff" opacity="0.6"/>`;
  }).join('');
  const subject =
    family === 'hotel'
      ? hotel(ctx)
      : family === 'stay'
        ? stay(ctx)
        : family === 'car'
          ? car(ctx)
          : family === 'plane'
            ? plane(ctx, r.next, view)
            : ship(ctx);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${dusk ? main : bg}"/><stop offset="1" stop-color="${dusk ? bg : '#ffffff'}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    `<circle cx="${sunX}" cy="${sunY}" r="44" fill="${dusk ? '#ffd9a0' : '#fff3c4'}" opacity="0.9"/>` +
    clouds +
    ground +
    subject +
    `</svg>`
  );
}
