import { and, eq, gte, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditListQuery } from '../../../shared/contracts/audit.js';
import { encodePageCursor } from '../../../shared/contracts/pagination.js';
import type { Database } from '../../db/client.js';
import { preparedRead } from '../../db/prepared-read.js';
import { auditLog, users } from '../../db/schema/index.js';
import { cursorTime } from '../leads/leads.repository.js';
import { addDays, startOfIndiaDay } from '../../../shared/india-time.js';
import { recordNames } from './record-names.js';

/** A log entry's row as the page's statement answers it. */
interface AuditRow {
  id: string;
  /** The entry's time to the microsecond, ISO 8601 in UTC: the page cursor's. */
  cursor_at: string;
  actor_id: string | null;
  actor_name: string | null;
  actor_email: string | null;
  actor_role: AuditEntry['actor']['role'];
  action: string;
  record_type: string;
  record_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string;
}

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
      const filters = and(
        actorId === undefined ? undefined : eq(auditLog.actorUserId, actorId),
        role === undefined ? undefined : eq(auditLog.actorRole, role),
        action === undefined ? undefined : eq(auditLog.action, action),
        recordType === undefined ? undefined : eq(auditLog.recordType, recordType),
        recordId === undefined ? undefined : eq(auditLog.recordId, recordId),
        from === undefined ? undefined : gte(auditLog.createdAt, new Date(startOfIndiaDay(from))),
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
      );
      const rows = await preparedRead<AuditRow>(
        db,
        sql`select ${auditLog.id} as id, ${cursorTime(auditLog.createdAt)} as cursor_at,
            ${auditLog.actorUserId} as actor_id, ${users.userName} as actor_name,
            ${users.email} as actor_email, ${auditLog.actorRole} as actor_role,
            ${auditLog.action} as action, ${auditLog.recordType} as record_type,
            ${auditLog.recordId} as record_id, ${auditLog.before} as before,
            ${auditLog.after} as after, ${auditLog.reason} as reason
          from ${auditLog}
          -- The actor as the account reads now (an entry keeps the role it had then).
          left join ${users} on ${users.id} = ${auditLog.actorUserId}
          ${filters ? sql`where ${filters}` : sql``}
          -- The log's indexes keep time desc nulls last (migration 0013); a plain desc means
          -- nulls first and would sort the whole log. The time is never null, so both agree.
          order by ${auditLog.createdAt} desc nulls last, ${auditLog.id} desc
          -- One more than the page: whether there is a next page, without counting.
          limit ${limit + 1}`,
      );
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      const records = page.map((row) => ({
        type: row.record_type,
        id: row.record_id,
        action: row.action,
      }));
      const nameOf = await recordNames(db, records);
      return {
        entries: page.map((row, index) => ({
          _id: row.id,
          // The cursor's time to the microsecond, as the API answers times: to the millisecond.
          createdAt: new Date(row.cursor_at).toISOString(),
          actor: {
            _id: row.actor_id,
            name: row.actor_name,
            email: row.actor_email,
            role: row.actor_role,
          },
          action: row.action,
          record: {
            type: row.record_type,
            _id: row.record_id,
            ...(nameOf(records[index]!) ?? { name: null, detail: null }),
          },
          before: row.before,
          after: row.after,
          reason: row.reason,
        })),
        nextCursor:
          rows.length > limit && last
            ? encodePageCursor({ at: last.cursor_at, id: last.id })
            : null,
      };
    },
  };
}
