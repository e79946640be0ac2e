// Every table, for drizzle-kit, the migrations, the database client and test code. Each table is
// defined in (and written only by) the module that owns it; modules use each other's tables only
// through the owner's public.ts.
export * from '@server/modules/auth/schema/users.ts';
export * from '@server/modules/auth/schema/profiles.ts';
export * from '@server/modules/audit/schema.ts';
export * from '@server/modules/mail/schema.ts';
export * from '@server/modules/two-factor/schema.ts';
export * from '@server/modules/oauth/schema.ts';
export * from '@server/modules/admin/schema.ts';
export * from '@server/modules/settings/schema.ts';
export * from '@server/modules/payment-methods/schema.ts';
export * from '@server/modules/payments/schema.ts';
export * from '@server/modules/offers/schema.ts';
export * from '@server/modules/bookings/schema.ts';
export * from '@server/modules/rides/schema.ts';
export * from '@server/modules/inventory/schema/catalogue.ts';
export * from '@server/modules/inventory/schema/sales.ts';
export * from '@server/modules/jobs/schema.ts';
export * from '@server/modules/notifications/schema.ts';
export * from '@server/modules/contact/schema.ts';
export * from '@server/modules/driver-applications/schema.ts';
export * from '@server/modules/deals/schema.ts';
export * from '@server/modules/newsletter/schema.ts';
export * from '@server/modules/currency/schema.ts';
export * from '@server/modules/search/schema.ts';
export * from '@server/modules/destinations/schema.ts';
export * from '@server/modules/saved/schema.ts';
export * from '@server/modules/price-watches/schema.ts';
export * from '@server/modules/planning/schema.ts';
export * from '@server/modules/budget-plans/schema.ts';
export * from '@server/modules/recommendations/schema.ts';
