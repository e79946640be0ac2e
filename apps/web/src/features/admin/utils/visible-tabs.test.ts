import { describe, expect, it } from 'vitest';
import { selectedTabId, visibleTabs } from './visible-tabs.ts';

const tabs = [
  { id: 'overview', permission: 'security:read' },
  { id: 'users', permission: 'users:read' },
  { id: 'roles', permission: 'roles:read' },
];

describe('visibleTabs', () => {
  it('keeps the tabs whose permission is granted, manage including read', () => {
    expect(visibleTabs(tabs, ['users:manage', 'roles:read']).map((t) => t.id)).toEqual(['users', 'roles']);
  });
  it('lists nothing without grants', () => {
    expect(visibleTabs(tabs, [])).toEqual([]);
  });
});

describe('selectedTabId', () => {
  it('takes the wanted tab when it is listed', () => {
    expect(selectedTabId(tabs, 'roles')).toBe('roles');
  });
  it('falls back to the first tab for an unknown or missing value', () => {
    expect(selectedTabId(tabs, 'settings')).toBe('overview');
    expect(selectedTabId(tabs, null)).toBe('overview');
  });
  it('has no tab when none is listed', () => {
    expect(selectedTabId([], 'users')).toBeUndefined();
  });
});
