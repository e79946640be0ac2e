// What other modules (and app.ts / server.ts) may use of the budget-plans module.
export { budgetPlanRoutes } from './routes.ts';
export { scheduleBudgetPlansCleanup } from './cleanup-job.ts';
// The bench times the computation without the route.
export { budgetWork, computeBudgetPlan } from './service.ts';
