import bundled from '../../data/landmarks.json' with { type: 'json' };
import { landmarkKinds, type Landmark, type LandmarkFile, type LandmarkKind } from './types.ts';

function isKind(value: unknown): value is LandmarkKind {
  return typeof value === 'string' && (landmarkKinds as readonly string[]).includes(value);
}

function isCoordinate(value: unknown, limit: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;
}

function parseLandmark(raw: unknown, where: string): Landmark {
  const entry = (raw ?? {}) as Record<string, unknown>;
  const { kind, name, lat, lon } = entry;
  if (!isKind(kind)) throw new Error(`${where}: unknown landmark kind ${String(kind)}`);
  if (typeof name !== 'string' || name.trim() === '') throw new Error(`${where}: landmark without a name`);
  if (!isCoordinate(lat, 90) || !isCoordinate(lon, 180)) throw new Error(`${where}: bad coordinates for ${name}`);
  return { kind, name, lat, lon };
}

/** Checks the curated file's shape (a typo fails at start, not as a wrong place on a map). */
export function parseLandmarkFile(raw: unknown): LandmarkFile {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new Error('landmarks: expected an object keyed by city id');
  const parsed: Record<string, { city: string; landmarks: Landmark[] }> = {};
  for (const [cityId, value] of Object.entries(raw as Record<string, unknown>)) {
    const entry = (value ?? {}) as Record<string, unknown>;
    if (typeof entry.city !== 'string' || !Array.isArray(entry.landmarks))
      throw new Error(`landmarks ${cityId}: expected { city, landmarks[] }`);
    parsed[cityId] = {
      city: entry.city,
      landmarks: entry.landmarks.map((landmark, n) => parseLandmark(landmark, `landmarks ${cityId}[${n}]`)),
    };
  }
  return parsed;
}

let cached: LandmarkFile | undefined;

/** The curated landmarks shipped in `data/landmarks.json`, checked once. */
export function bundledLandmarks(): LandmarkFile {
  cached ??= parseLandmarkFile(bundled);
  return cached;
}
