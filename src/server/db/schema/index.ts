/**
 * The database schema, one file per domain: what the code imports (`db/schema/index.js`) and what
 * drizzle-kit reads (`drizzle.config.ts`). `npm run db:generate` writes a migration after a change.
 */
export * from './accounts.js';
export * from './companies.js';
export * from './fleet.js';
export * from './catalogue.js';
export * from './reviews.js';
export * from './leads.js';
export * from './site.js';
export * from './blogs.js';
export * from './listings.js';
export * from './uploads.js';
export * from './documents.js';
export * from './audit.js';
export * from './bookings.js';
export * from './notifications.js';
export * from './places.js';
export * from './billing.js';
export * from './ledger.js';
export * from './promotions.js';
