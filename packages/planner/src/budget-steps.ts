import { PACE_MAX_ATTRACTIONS, type BudgetTier } from '@escazo/contracts/planning-options';
import type { BuildSettings } from './build-plan.ts';
import { hasNights } from './dates.ts';
import type { LodgingOption, PlanQuery } from './types.ts';

/** Where in the (cheapest first) lodging list each tier looks: 0 = cheapest, 1 = dearest. */
const LODGING_POSITION: Readonly<Record<BudgetTier, number>> = {
  budget: 0,
  moderate: 1 / 3,
  luxury: 2 / 3,
  'ultra-luxury': 1,
};

/** The lodging option a tier prefers. */
export function lodgingForTier(lodging: readonly LodgingOption[], tier: BudgetTier): LodgingOption | null {
  if (lodging.length === 0) return null;
  return lodging[Math.round(LODGING_POSITION[tier] * (lodging.length - 1))]!;
}

const sameSettings = (a: BuildSettings, b: BuildSettings) =>
  a.lodging === b.lodging &&
  a.dining === b.dining &&
  a.transport === b.transport &&
  a.sights === b.sights &&
  a.paceCap === b.paceCap;

/**
 * The settings to try, best first, each cheaper than the one before: the tier's choices; then cheaper
 * lodging options down to the cheapest; cheapest restaurants; transit and walks instead of rides; free and cheap sights;
 * then one sight a day fewer at a time, down to one.
 */
export function budgetSteps(query: PlanQuery): BuildSettings[] {
  const tier = query.tier ?? 'moderate';
  const max = PACE_MAX_ATTRACTIONS[query.pace];
  // A trip without nights needs no lodging, so cheaper lodging saves nothing.
  const lodging = hasNights(query) ? query.lodging : [];
  const first: BuildSettings = {
    lodging: lodgingForTier(lodging, tier),
    dining: tier,
    transport: tier,
    sights: 'best',
    paceCap: max,
  };
  const steps = [first];
  const push = (change: Partial<BuildSettings>) => {
    const next = { ...steps[steps.length - 1]!, ...change };
    if (!sameSettings(next, steps[steps.length - 1]!)) steps.push(next);
  };
  for (const cheaper of cheaperLodging(lodging, first.lodging)) push({ lodging: cheaper });
  push({ dining: 'cheapest' });
  push({ transport: 'budget' });
  push({ sights: 'cheap' });
  for (let cap = max - 1; cap >= 1; cap--) push({ paceCap: cap });
  return steps;
}

/** At most this many cheaper lodging options are tried, the cheapest always among them. */
const LODGING_STEPS = 3;

/** Cheaper options than `chosen`, dearest first, evenly spread and ending with the cheapest. */
function cheaperLodging(lodging: readonly LodgingOption[], chosen: LodgingOption | null): LodgingOption[] {
  const below = chosen ? lodging.indexOf(chosen) : 0;
  if (below <= 0) return [];
  const steps = Math.min(LODGING_STEPS, below);
  return Array.from({ length: steps }, (_, i) => lodging[Math.floor(((steps - 1 - i) * below) / steps)]!);
}
