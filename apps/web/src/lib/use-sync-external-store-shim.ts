/**
 * React 18+ has useSyncExternalStore built in; libraries that still import the shim package
 * (react-i18next) get React's own through the alias in vite.config.ts, not the shim's copy.
 */
export { useSyncExternalStore } from 'react';
