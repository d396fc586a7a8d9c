/**
 * Accounts: customers, partners and operators (ARCHITECTURE.md, "Authentication").
 */
import {
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { type Language, USER_ROLES } from '../../../shared/constants.js';
import { id, createdAt, requiredRef } from './columns.js';

export const userRole = pgEnum('user_role', USER_ROLES);

export const users = pgTable(
  'users',
  {
    id: id(),
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull().default(''),
    // Null for accounts created through Google sign-in.
    passwordHash: text('password_hash'),
    googleSubject: text('google_subject'),
    role: userRole('role').notNull().default('customer'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    pincode: text('pincode').notNull().default(''),
    whatsapp: text('whatsapp').notNull().default(''),
    // UIDAI: never the Aadhaar number itself, only a keyed hash and its last 4 digits.
    aadhaarHash: text('aadhaar_hash').notNull().default(''),
    aadhaarLast4: text('aadhaar_last4').notNull().default(''),
    // PAN encrypted at rest with a key from the environment; shown masked.
    panEncrypted: text('pan_encrypted').notNull().default(''),
    // Until migration 0005 these held the numbers in full. Start-up protects any value left here
    // into the columns above and empties them; a later migration drops them.
    legacyAadhaar: text('aadhaar').notNull().default(''),
    legacyPan: text('pan').notNull().default(''),
    // Raised on logout, password change and suspension: tokens signed with an older one stop working.
    tokenVersion: integer('token_version').notNull().default(0),
    /** Set by an operator: a suspended account cannot sign in and its tokens stop working. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedReason: text('suspended_reason').notNull().default(''),
    drivingLicence: text('driving_licence').notNull().default(''),
    profilePhoto: text('profile_photo').notNull().default(''),
    // The language the person reads Saarthi in (en, te, hi): e-mails to them are written in it.
    language: text('language').$type<Language>().notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    // The console's metrics (sign-ups per day) and its accounts, newest first.
    index('users_created_idx').on(
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    uniqueIndex('users_google_subject_unique').on(table.googleSubject),
  ],
);

/**
 * Password reset links (docs/product/storefront.md#forgot-password): one row per link sent. Only
 * the SHA-256 of the link's token is kept, so the table does not hand anyone a working link. A
 * link works until `expires_at` and only once: `used_at` is set by the one confirmation that
 * spends it (an UPDATE ... WHERE used_at IS NULL, so two at once cannot both succeed).
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('password_resets_token_hash_unique').on(table.tokenHash),
    // How many links an account was sent lately (a brake on mail to one inbox).
    index('password_resets_user_idx').on(table.userId, table.createdAt.desc()),
  ],
);
