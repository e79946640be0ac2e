import type { Permission } from '@escazo/contracts/admin';

/** What every admin tab receives: the permission check of the signed-in admin. */
export type AdminTabProps = { can: (permission: Permission) => boolean };
