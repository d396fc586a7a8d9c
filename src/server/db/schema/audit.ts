/**
 * The audit log of operator and partner writes.
 */
import { index, jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { AUDIT_ACTOR_ROLES } from '../../../shared/contracts/audit.js';
import { id, createdAt } from './columns.js';
import { users } from './accounts.js';

/** Who wrote an audit entry: a person in their role, or Saarthi itself (a paper that lapsed). */
export const auditActorRole = pgEnum('audit_actor_role', AUDIT_ACTOR_ROLES);

/**
 * Every operator and partner write: who, in which role, did what to which record, with the record
 * before and after. Rows are only ever inserted, in the transaction of the write they record.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: auditActorRole('actor_role').notNull(),
    action: text('action').notNull(),
    recordType: text('record_type').notNull(),
    recordId: uuid('record_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt.desc()),
    index('audit_log_record_idx').on(table.recordType, table.recordId),
    index('audit_log_actor_idx').on(table.actorUserId, table.createdAt.desc()),
  ],
);
