// What other modules may use of the notifications module.
export { notificationRoutes } from './routes.ts';
export { notify, type NotifyInput, type NotifyOptions, type NotifyResult } from './notify.ts';
export type { NotificationRow } from './repository.ts';
