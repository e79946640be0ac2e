// What other modules may use of the driver-applications module.
export { driverApplicationRoutes } from './routes.ts';
