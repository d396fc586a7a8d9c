import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.js';
import { createUser } from '../test/factories.js';
import { auditLog, users } from './schema/index.js';
import { writeTogether } from './write-together.js';

const database = await createTestDatabase();
afterAll(() => database.close());

const entry = (recordId: string, actorUserId: string) => ({
  actorUserId,
  actorRole: 'operator' as const,
  action: 'test.write',
  recordType: 'company',
  recordId,
});

describe('writeTogether', () => {
  it('writes every part, in one statement', async () => {
    const actor = await createUser(database.db);
    const records = [randomUUID(), randomUUID(), randomUUID()];
    await database.db.transaction((tx) =>
      writeTogether(
        tx,
        records.map((record) => tx.insert(auditLog).values(entry(record, actor.id))),
      ),
    );
    const written = await database.db
      .select({ recordId: auditLog.recordId })
      .from(auditLog)
      .where(inArray(auditLog.recordId, records));
    expect(written.map((row) => row.recordId).sort()).toEqual([...records].sort());
  });

  it('writes nothing of the others when one part is refused', async () => {
    const actor = await createUser(database.db);
    const record = randomUUID();
    await expect(
      database.db.transaction((tx) =>
        writeTogether(tx, [
          tx.insert(auditLog).values(entry(record, actor.id)),
          // The account exists: its e-mail is taken.
          tx.insert(users).values({
            userName: 'Twice',
            email: actor.email,
            passwordHash: 'x',
          }),
        ]),
      ),
    ).rejects.toThrow();
    const written = await database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(eq(auditLog.recordId, record));
    expect(written).toEqual([]);
  });

  it('sends nothing for no writes', async () => {
    await expect(database.db.transaction((tx) => writeTogether(tx, []))).resolves.toBeUndefined();
  });
});
