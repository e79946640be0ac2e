import { onboardingProfileSchema, type OnboardingProfile, type TravelPreferences } from '@escazo/contracts/account';

/** The profile step as typed: every field a string ('' = not chosen). */
export type ProfileFormValues = {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  phone: string;
  country: string;
  travelExperience: string;
};
export type ProfileField = keyof ProfileFormValues;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export const emptyProfile: ProfileFormValues = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  phone: '',
  country: '',
  travelExperience: '',
};

export const emptyPreferences: TravelPreferences = {
  travelStyle: [],
  budget: null,
  accommodation: null,
  transportation: null,
  interests: [],
  travelPace: null,
};

/**
 * The profile step's rules on Continue, with the contracts schema: the first
 * message per field (a message key), or the cleaned profile.
 */
export function validateProfile(
  values: ProfileFormValues,
): { ok: true; profile: OnboardingProfile } | { ok: false; errors: ProfileErrors } {
  const phone = values.phone.trim();
  const result = onboardingProfileSchema.safeParse({
    ...values,
    phone: phone === '' ? undefined : phone,
    travelExperience: values.travelExperience === '' ? undefined : values.travelExperience,
  });
  if (result.success) return { ok: true, profile: result.data };
  const errors: ProfileErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ProfileField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
