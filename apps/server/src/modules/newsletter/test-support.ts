// What tests may use of the newsletter module beyond its public.ts.
export { requestSubscription } from './service.ts';
