import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { type AuditEntry, recordAudit } from './audit.js';
import { changedFields, rowSnapshot } from './row-changes.js';

/** A repository's outcome that changed something: neither none found (null, false) nor refused. */
export type Written<T> = Exclude<T, null | false | { refused: unknown }>;

/** What a write is, for its audit entry, and which row it writes. */
export interface AuditedWrite<T> {
  actor: AuditEntry['actor'];
  action: string;
  recordType: AuditEntry['recordType'];
  table: PgTable;
  /** The row written: known before the write (an edit, a removal) or from its outcome (a new row). */
  rowId: string | ((outcome: Written<T>) => string);
  /** The record the entry is about when it is not the row itself (a car, for one of its blocks). */
  recordId?: string;
  /** Columns the log does not keep (a document's bytes). */
  omit?: readonly string[];
}

const wrote = <T>(outcome: T): outcome is Written<T> =>
  outcome !== null && outcome !== false && !(typeof outcome === 'object' && 'refused' in outcome);

/**
 * Runs a write and its audit entry in one transaction (docs/product/marketplace.md#operator-console: every
 * partner write is in the audit log): the row is read, locked, before the write and again after
 * it, and the entry keeps the fields that changed. A write that found nothing to change or was
 * refused writes no entry. `write` gets the transaction: repositories made over it run inside.
 */
export async function auditedWrite<T>(
  db: Database,
  write: (tx: Database) => Promise<T>,
  audit: AuditedWrite<T>,
): Promise<T> {
  const { table, rowId, omit } = audit;
  return db.transaction(async (tx) => {
    const before =
      typeof rowId === 'string' ? await rowSnapshot(tx, table, rowId, { lock: true, omit }) : null;
    const outcome = await write(tx);
    if (!wrote(outcome)) return outcome;
    const id = typeof rowId === 'string' ? rowId : rowId(outcome);
    const after = await rowSnapshot(tx, table, id, { omit });
    await recordAudit(tx, {
      actor: audit.actor,
      action: audit.action,
      recordType: audit.recordType,
      recordId: audit.recordId ?? id,
      ...changedFields(before, after),
    });
    return outcome;
  });
}
