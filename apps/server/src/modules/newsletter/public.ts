// What app.ts and server.ts may use of the newsletter module.
export { newsletterRoutes } from './routes.ts';
export { scheduleNewsletterDigest } from './digest.ts';
