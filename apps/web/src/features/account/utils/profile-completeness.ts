import type { Profile } from '@escazo/contracts/account';

/** What makes a profile complete, in the order the overview lists what is missing. */
export const COMPLETENESS_ITEMS = ['name', 'avatar', 'phone', 'dateOfBirth', 'country', 'location', 'bio'] as const;
export type CompletenessItem = (typeof COMPLETENESS_ITEMS)[number];

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim().length > 0;

const done: Record<CompletenessItem, (p: Profile) => boolean> = {
  name: (p) => filled(p.firstName) && filled(p.lastName),
  avatar: (p) => p.hasCustomAvatar,
  phone: (p) => filled(p.phone),
  dateOfBirth: (p) => filled(p.dateOfBirth),
  country: (p) => filled(p.country),
  location: (p) => filled(p.location),
  bio: (p) => filled(p.bio),
};

/** Share of the profile filled in (0–100, whole percent) and the items still missing. */
export function profileCompleteness(profile: Profile): { percent: number; missing: CompletenessItem[] } {
  const missing = COMPLETENESS_ITEMS.filter((item) => !done[item](profile));
  const percent = Math.round(((COMPLETENESS_ITEMS.length - missing.length) / COMPLETENESS_ITEMS.length) * 100);
  return { percent, missing };
}
