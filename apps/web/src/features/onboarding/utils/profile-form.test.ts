import { describe, expect, it } from 'vitest';
import { emptyProfile, validateProfile } from './profile-form.ts';

describe('validateProfile (onboarding profile step)', () => {
  it('gives the documented message key per missing field', () => {
    const result = validateProfile({ ...emptyProfile, firstName: '   ' });
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: 'onboarding.firstName',
        lastName: 'onboarding.lastName',
        dateOfBirth: 'onboarding.dateOfBirth',
        country: 'onboarding.country',
      },
    });
  });

  it('accepts the required fields alone and trims them; phone and experience stay optional', () => {
    const result = validateProfile({
      ...emptyProfile,
      firstName: ' Ana ',
      lastName: 'Silva',
      dateOfBirth: '1990-04-02',
      country: 'Canada',
    });
    expect(result).toEqual({
      ok: true,
      profile: { firstName: 'Ana', lastName: 'Silva', dateOfBirth: '1990-04-02', country: 'Canada' },
    });
  });

  it('keeps phone and travel experience when given', () => {
    const result = validateProfile({
      firstName: 'Ana',
      lastName: 'Silva',
      dateOfBirth: '1990-04-02',
      country: 'Other',
      phone: '+1 401 555 0100',
      travelExperience: 'frequent',
    });
    expect(result.ok && result.profile).toMatchObject({ phone: '+1 401 555 0100', travelExperience: 'frequent' });
  });
});
