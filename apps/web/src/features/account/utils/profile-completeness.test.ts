import { describe, expect, it } from 'vitest';
import type { Profile } from '@escazo/contracts/account';
import { profileCompleteness } from './profile-completeness.ts';

const base: Profile = {
  firstName: '',
  lastName: '',
  phone: '',
  dateOfBirth: '',
  country: '',
  location: '',
  bio: '',
  email: 'ana@example.com',
  name: 'Ana Silva',
  avatarUrl: '/media/avatars/x.svg',
  hasCustomAvatar: false,
  travelExperience: null,
  membershipTier: 'standard',
  memberSince: '2026-11-01T10:00:00.000Z',
  onboarded: false,
};

describe('profileCompleteness', () => {
  it('is 0 for an empty profile and lists every item', () => {
    expect(profileCompleteness(base)).toEqual({
      percent: 0,
      missing: ['name', 'avatar', 'phone', 'dateOfBirth', 'country', 'location', 'bio'],
    });
  });

  it('counts a name only when both parts are filled, ignoring blanks', () => {
    expect(profileCompleteness({ ...base, firstName: 'Ana', lastName: '  ' }).missing).toContain('name');
    const r = profileCompleteness({
      ...base,
      firstName: 'Ana',
      lastName: 'Silva',
      country: 'Canada',
      dateOfBirth: '1990-04-02',
    });
    expect(r).toEqual({ percent: 43, missing: ['avatar', 'phone', 'location', 'bio'] });
  });

  it('is 100 when everything is there', () => {
    const full: Profile = {
      ...base,
      firstName: 'A',
      lastName: 'S',
      phone: '1',
      dateOfBirth: '1990-01-01',
      country: 'Canada',
      location: 'Toronto',
      bio: 'Hi',
      hasCustomAvatar: true,
    };
    expect(profileCompleteness(full)).toEqual({ percent: 100, missing: [] });
  });
});
