import type { AuditActorRole, AuditRecordType } from '../../../shared/contracts/audit.js';
import type { Database } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

/** A database or an open transaction: the entry must be written in the write's own transaction. */
type Writer = Pick<Database, 'insert'>;

/** Saarthi's own rules acting: a paper's lapse taking its car off the storefront. */
export const SYSTEM_ACTOR = { id: null, role: 'system' } as const;

export interface AuditEntry {
  /** A person in the role they act in, or Saarthi's own rules (`system`, no account). */
  actor: { id: string; role: AuditActorRole } | typeof SYSTEM_ACTOR;
  /** What was done, in the domain's words: `company.verify`, `car.reject`, `document.upload`. */
  action: string;
  /** One of AUDIT_RECORD_TYPES (the console filters by them). */
  recordType: AuditRecordType;
  recordId: string;
  /** The fields the write changed, as they were and as they became. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason?: string;
}

/**
 * docs/product/marketplace.md#operator-console: every operator and partner write is in the audit log. Written
 * inside the write's transaction, so there is never a change without its entry nor an entry for
 * a change that rolled back; the table refuses updates (migration 0013).
 */
export async function recordAudit(writer: Writer, entry: AuditEntry): Promise<void> {
  await auditEntryWrite(writer, entry);
}

/** The entry's insert, for a caller sending it with its write's others (`db/write-together.ts`). */
export function auditEntryWrite(writer: Writer, entry: AuditEntry) {
  return writer.insert(auditLog).values({
    actorUserId: entry.actor.id,
    actorRole: entry.actor.role,
    action: entry.action,
    recordType: entry.recordType,
    recordId: entry.recordId,
    before: entry.before,
    after: entry.after,
    reason: entry.reason ?? '',
  });
}
