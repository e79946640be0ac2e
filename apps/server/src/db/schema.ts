export * from './schema/contact-messages.ts';
export * from './schema/driver-applications.ts';
export * from './schema/popular-destinations.ts';
export * from './schema/users.ts';
export * from './schema/security.ts';
export * from './schema/profiles.ts';
export * from './schema/two-factor.ts';
export * from './schema/oauth.ts';
