import { and, desc, eq, gte, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditListQuery } from '../../../shared/contracts/audit.js';
import { encodePageCursor } from '../../../shared/contracts/pagination.js';
import type { Database } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';
import { cursorTime } from '../leads/leads.repository.js';
import { addDays, startOfIndiaDay } from '../../../shared/india-time.js';
import { recordNames } from './record-names.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `q` as a LIKE pattern that matches it anywhere, its own `%`, `_` and `\` taken literally. */
const containing = (text: string) =>
  `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** Words of the action, the record's id, or the actor's e-mail or name. */
function searching(q: string): SQL {
  const pattern = containing(q);
  return or(
    ilike(auditLog.action, pattern),
    // A whole id finds the record's entries through the record index's second column; part of
    // one is not worth a scan of every id.
    UUID.test(q) ? eq(auditLog.recordId, q) : undefined,
    ilike(users.email, pattern),
    ilike(users.userName, pattern),
  )!;
}

/**
 * The audit log as operators read it (docs/product/marketplace.md#operator-console): newest first, in keyset
 * pages over (created_at, id), each filter an equality or a range the log's indexes serve (by
 * time, by actor, by record). Reading only: nothing here, nor anywhere in the API, changes an
 * entry.
 */
export function createAuditRepository(db: Database) {
  return {
    async list(
      query: Omit<AuditListQuery, 'cursor'> & { cursor?: AuditListQuery['cursor'] | undefined },
    ): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
      const { q, actorId, role, action, recordType, recordId, from, to, cursor, limit } = query;
      const rows = await db
        .select({
          _id: auditLog.id,
          createdAt: auditLog.createdAt,
          cursorAt: cursorTime(auditLog.createdAt),
          actorId: auditLog.actorUserId,
          actorName: users.userName,
          actorEmail: users.email,
          actorRole: auditLog.actorRole,
          action: auditLog.action,
          recordType: auditLog.recordType,
          recordId: auditLog.recordId,
          before: auditLog.before,
          after: auditLog.after,
          reason: auditLog.reason,
        })
        .from(auditLog)
        // The actor as the account reads now (an entry keeps the role it had then).
        .leftJoin(users, eq(users.id, auditLog.actorUserId))
        .where(
          and(
            actorId === undefined ? undefined : eq(auditLog.actorUserId, actorId),
            role === undefined ? undefined : eq(auditLog.actorRole, role),
            action === undefined ? undefined : eq(auditLog.action, action),
            recordType === undefined ? undefined : eq(auditLog.recordType, recordType),
            recordId === undefined ? undefined : eq(auditLog.recordId, recordId),
            from === undefined
              ? undefined
              : gte(auditLog.createdAt, new Date(startOfIndiaDay(from))),
            to === undefined
              ? undefined
              : lt(auditLog.createdAt, new Date(startOfIndiaDay(addDays(to, 1)))),
            q ? searching(q) : undefined,
            cursor === undefined
              ? undefined
              : and(
                  // The time alone bounds the index range; the pair decides ties to the microsecond.
                  lte(auditLog.createdAt, sql`${cursor.at}::timestamptz`),
                  sql`(${auditLog.createdAt}, ${auditLog.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`,
                ),
          ),
        )
        // The log's indexes keep time `desc nulls last` (migration 0013); a plain `desc` means
        // nulls first and would sort the whole log. The time is never null, so both orders agree.
        .orderBy(sql`${auditLog.createdAt} desc nulls last`, desc(auditLog.id))
        // One more than the page: whether there is a next page, without counting.
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      const nameOf = await recordNames(
        db,
        page.map((row) => ({ type: row.recordType, id: row.recordId, action: row.action })),
      );
      return {
        entries: page.map((row) => ({
          _id: row._id,
          createdAt: row.createdAt.toISOString(),
          actor: {
            _id: row.actorId,
            name: row.actorName,
            email: row.actorEmail,
            role: row.actorRole,
          },
          action: row.action,
          record: {
            type: row.recordType,
            _id: row.recordId,
            ...(nameOf({ type: row.recordType, id: row.recordId, action: row.action }) ?? {
              name: null,
              detail: null,
            }),
          },
          before: row.before as Record<string, unknown> | null,
          after: row.after as Record<string, unknown> | null,
          reason: row.reason,
        })),
        nextCursor:
          rows.length > limit && last
            ? encodePageCursor({ at: last.cursorAt, id: last._id })
            : null,
      };
    },
  };
}
