// Every table, for drizzle-kit, the migrations, the database client and test code. Each table is
// defined in (and written only by) the module that owns it; modules use each other's tables only
// through the owner's public.ts.
export * from '../modules/auth/schema/users.ts';
export * from '../modules/auth/schema/profiles.ts';
export * from '../modules/audit/schema.ts';
export * from '../modules/mail/schema.ts';
export * from '../modules/two-factor/schema.ts';
export * from '../modules/oauth/schema.ts';
export * from '../modules/admin/schema.ts';
export * from '../modules/settings/schema.ts';
export * from '../modules/payment-methods/schema.ts';
export * from '../modules/payments/schema.ts';
export * from '../modules/offers/schema.ts';
export * from '../modules/bookings/schema.ts';
export * from '../modules/rides/schema.ts';
export * from '../modules/inventory/schema/catalogue.ts';
export * from '../modules/inventory/schema/sales.ts';
export * from '../modules/jobs/schema.ts';
export * from '../modules/notifications/schema.ts';
export * from '../modules/contact/schema.ts';
export * from '../modules/driver-applications/schema.ts';
export * from '../modules/deals/schema.ts';
export * from '../modules/newsletter/schema.ts';
export * from '../modules/currency/schema.ts';
export * from '../modules/search/schema.ts';
export * from '../modules/destinations/schema.ts';
export * from '../modules/saved/schema.ts';
export * from '../modules/price-watches/schema.ts';
export * from '../modules/planning/schema.ts';
export * from '../modules/budget-plans/schema.ts';
export * from '../modules/recommendations/schema.ts';
