// The admin panel's contracts (/api/admin/*), one file per area under admin/.
export * from './admin/permissions.ts';
export * from './admin/roles.ts';
export * from './admin/access.ts';
export * from './admin/users.ts';
export * from './admin/security-actions.ts';
export * from './admin/security-events.ts';
export * from './admin/overview.ts';
export * from './admin/role-admin.ts';
export * from './admin/settings.ts';
export * from './admin/driver-applications.ts';
export * from './admin/messages.ts';
export * from './admin/bookings.ts';
