// What other modules may use of the social sign-in module.
export { oauthRoutes } from './routes.ts';
export { listSocialAccounts } from './account-reads.ts';
