import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { recordAudit } from '../audit/audit.js';
import { changedFields, rowSnapshot } from '../audit/row-changes.js';
import type { ContentKind, ContentTable } from './content-kinds.js';

// At most this many of one kind in the console's list: more than the storefront shows of any.
const LIST_LIMIT = 500;

type Actor = { id: string; role: 'operator' };
type Verb = 'create' | 'update' | 'publish' | 'unpublish' | 'delete';

/** A record's answer and whether the call changed it (a second publish changes nothing). */
export interface Outcome<Item> {
  item: Item;
  changed: boolean;
}

/**
 * One kind's records as operators keep them: every row, published or not. Each write runs in
 * one transaction with its audit entry (recordType `content`, action `faq.publish`...), which
 * holds the row's before and after; a write that changes nothing writes no entry.
 *
 * The storefront reads these tables on every request (no answer is kept in memory, on any
 * instance), so whatever commits here shows, or stops showing, on the next page anyone opens.
 */
export function createContentRepository<Table extends ContentTable, Body, Item>(
  db: Database,
  kind: ContentKind<Table, Body, Item>,
) {
  // Drizzle's builders cannot follow a table chosen by a type parameter: inside, the kind's
  // table is a plain content table, and rows come back as the kind's own row type.
  const table = kind.table as ContentTable;
  type Row = Table['$inferSelect'];
  const toItem = (row: unknown) => kind.toItem(row as Row);

  async function audit(
    tx: Parameters<Parameters<Database['transaction']>[0]>[0],
    actor: Actor,
    verb: Verb,
    id: string,
    change: { before: Record<string, unknown> | null; after: Record<string, unknown> | null },
  ) {
    await recordAudit(tx, {
      actor,
      action: `${kind.auditName}.${verb}`,
      recordType: 'content',
      recordId: id,
      ...change,
    });
  }

  /** Changes one record's columns under a lock, with the fields that moved in the audit log. */
  async function change(
    id: string,
    values: Record<string, unknown>,
    verb: Verb,
    actor: Actor,
  ): Promise<Outcome<Item> | null> {
    return db.transaction(async (tx) => {
      const before = await rowSnapshot(tx, table, id, { lock: true });
      if (!before) return null;
      const [row] = await tx
        .update(table)
        .set(values as never)
        .where(eq(table.id, id))
        .returning();
      const after = await rowSnapshot(tx, table, id);
      const changes = changedFields(before, after);
      const changed = Object.keys(changes.after ?? {}).length > 0;
      if (changed) await audit(tx, actor, verb, id, changes);
      return { item: toItem(row), changed };
    });
  }

  return {
    async exists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
      return row !== undefined;
    },

    async list(): Promise<Item[]> {
      const rows = await db
        .select()
        .from(table)
        .orderBy(...kind.orderBy)
        .limit(LIST_LIMIT);
      return rows.map(toItem);
    },

    async findById(id: string): Promise<Item | null> {
      const [row] = await db.select().from(table).where(eq(table.id, id));
      return row ? toItem(row) : null;
    },

    /** A new record starts as a draft unless the body asks to publish it at once. */
    async create(
      { published = false, ...body }: Body & { published?: boolean | undefined },
      actor: Actor,
    ): Promise<Item> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(table)
          .values({ ...kind.toValues(body as Body), published } as never)
          .returning();
        const id = (row as { id: string }).id;
        await audit(tx, actor, 'create', id, {
          before: null,
          after: await rowSnapshot(tx, table, id),
        });
        return toItem(row);
      });
    },

    /** Its fields as the body has them; whether it is published stays as it was. */
    update: (id: string, body: Body, actor: Actor) =>
      change(id, kind.toValues(body) as Record<string, unknown>, 'update', actor),

    setPublished: (id: string, published: boolean, actor: Actor) =>
      change(id, { published }, published ? 'publish' : 'unpublish', actor),

    /** Deletes it for good (a blog's likes with it); the audit entry keeps what it was. */
    async remove(id: string, actor: Actor): Promise<Item | null> {
      return db.transaction(async (tx) => {
        const before = await rowSnapshot(tx, table, id, { lock: true });
        if (!before) return null;
        const [row] = await tx.delete(table).where(eq(table.id, id)).returning();
        await audit(tx, actor, 'delete', id, { before, after: null });
        return toItem(row);
      });
    },
  };
}
