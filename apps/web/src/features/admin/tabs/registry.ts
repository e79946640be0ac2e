import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { BarChart3, CarFront, Inbox, KeyRound, Settings, ShieldAlert, Ticket, Users } from 'lucide-react';
import type { Permission } from '@escazo/contracts/admin';
import type { AdminTabProps } from './tab-props.ts';

export type AdminTabDefinition = {
  /** The `?tab=` value. */
  id: string;
  /** Key in the admin namespace. */
  labelKey: string;
  /** The tab is listed only for admins holding this permission (or its resource's manage). */
  permission: Permission;
  Icon: ComponentType<{ 'aria-hidden'?: boolean | 'true' }>;
  Component: LazyExoticComponent<ComponentType<AdminTabProps>>;
};

/** The admin panel's tabs in display order; a new tab is one entry here and one folder beside this file. */
export const ADMIN_TABS: readonly AdminTabDefinition[] = [
  {
    id: 'overview',
    labelKey: 'tabs.overview',
    permission: 'security:read',
    Icon: BarChart3,
    Component: lazy(() => import('./overview/overview-tab.tsx')),
  },
  {
    id: 'users',
    labelKey: 'tabs.users',
    permission: 'users:read',
    Icon: Users,
    Component: lazy(() => import('./users/users-tab.tsx')),
  },
  {
    id: 'security',
    labelKey: 'tabs.security',
    permission: 'security:read',
    Icon: ShieldAlert,
    Component: lazy(() => import('./security/security-tab.tsx')),
  },
  {
    id: 'roles',
    labelKey: 'tabs.roles',
    permission: 'roles:read',
    Icon: KeyRound,
    Component: lazy(() => import('./roles/roles-tab.tsx')),
  },
  {
    id: 'bookings',
    labelKey: 'tabs.bookings',
    permission: 'bookings:read',
    Icon: Ticket,
    Component: lazy(() => import('./bookings/bookings-tab.tsx')),
  },
  {
    id: 'drivers',
    labelKey: 'tabs.drivers',
    permission: 'drivers:read',
    Icon: CarFront,
    Component: lazy(() => import('./driver-applications/applications-tab.tsx')),
  },
  {
    id: 'messages',
    labelKey: 'tabs.messages',
    permission: 'messages:read',
    Icon: Inbox,
    Component: lazy(() => import('./messages/messages-tab.tsx')),
  },
  {
    id: 'settings',
    labelKey: 'tabs.settings',
    permission: 'settings:manage',
    Icon: Settings,
    Component: lazy(() => import('./settings/settings-tab.tsx')),
  },
];
