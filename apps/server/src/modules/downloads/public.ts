// What other modules may use of the downloads module.
export { downloadRoutes } from './routes.ts';
export { qrSvg } from './qr.ts';
