// What other modules may use of the test-inspection module (end-to-end tests only).
export { testInspectionRoutes } from './routes.ts';
