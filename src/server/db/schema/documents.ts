/**
 * A company's papers (docs/product/verification.md) and the reminders sent before one expires.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DOCUMENT_KIND_LIST,
  DOCUMENT_STATUSES,
  type DocumentKind,
} from '../../../shared/partner-constants.js';
import { id, bytea, createdAt, requiredRef } from './columns.js';
import { users } from './accounts.js';
import { travelCompanies } from './companies.js';
import { cars, drivers } from './fleet.js';

export const documentKind = pgEnum(
  'document_kind',
  DOCUMENT_KIND_LIST as [DocumentKind, ...DocumentKind[]],
);

export const documentStatus = pgEnum('document_status', DOCUMENT_STATUSES);

/**
 * A company's papers: its own, a car's or a driver's (docs/product/marketplace.md#partner-portal). The file
 * lives here, not in `uploads`, so no public address can ever serve it.
 */
export const documents = pgTable(
  'documents',
  {
    id: id(),
    travelCompanyId: requiredRef('travel_company_id', () => travelCompanies.id, 'cascade'),
    /** Set for a car's document; a company document has neither car nor driver. */
    carId: uuid('car_id').references(() => cars.id, { onDelete: 'cascade' }),
    driverId: uuid('driver_id').references(() => drivers.id, { onDelete: 'cascade' }),
    kind: documentKind('kind').notNull(),
    /** The name the file had on the partner's device, for the lists. */
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    contentHash: text('content_hash').notNull(),
    /** Null only for a kind that does not expire (the GST certificate). */
    expiresOn: date('expires_on'),
    /** Stored pending, valid or rejected; reads answer expired once the expiry has passed. */
    status: documentStatus('status').notNull().default('pending'),
    /** Why an operator rejected it, shown to the partner. */
    statusReason: text('status_reason').notNull().default(''),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Set once the paper sweep has dealt with this valid paper's expiry (jobs/paper-sweep.ts):
     * its car or driver left the storefront unless another valid copy stands in for it.
     */
    lapseHandledAt: timestamp('lapse_handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('documents_company_idx').on(table.travelCompanyId, table.createdAt),
    // The paper sweep: valid papers whose expiry it has not yet dealt with, by expiry.
    index('documents_in_force_expiry_idx')
      .on(table.expiresOn)
      .where(sql`${table.status} = 'valid' and ${table.lapseHandledAt} is null`),
    index('documents_car_idx').on(table.carId),
    index('documents_driver_idx').on(table.driverId),
    // The operators' queue and the expiry list.
    index('documents_status_idx').on(table.status, table.createdAt),
    index('documents_expiry_idx').on(table.expiresOn),
    check('documents_one_subject', sql`${table.carId} is null or ${table.driverId} is null`),
  ],
);

/**
 * The warnings sent before a paper expires, one per paper and threshold (30, 7 and 1 days): the
 * primary key makes each one go out once, whichever instance's sweep sends it.
 */
export const paperReminders = pgTable(
  'paper_reminders',
  {
    documentId: requiredRef('document_id', () => documents.id, 'cascade'),
    daysBefore: smallint('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.documentId, table.daysBefore] })],
);
