import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { verhoeffCheckDigit } from '../../../shared/validators.js';
import { loadConfig } from '../../config.js';
import { prepareDatabase } from '../../db/prepare.js';
import { users } from '../../db/schema/index.js';
import { createTestDatabase } from '../../test/database.js';
import { createUser } from '../../test/factories.js';
import { protectLegacyIdentityNumbers } from './legacy-identity.js';
import { createPersonalDataProtector } from './personal-data.js';

const database = await createTestDatabase();
const { db } = database;
const dataDir = mkdtempSync(join(tmpdir(), 'saarthi-legacy-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  PERSONAL_DATA_KEY: randomBytes(32).toString('base64'),
  SEED_DEMO: 'false',
});
const personalData = createPersonalDataProtector(config.personalDataKey);
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const aadhaar = (body: string) => `${body}${verhoeffCheckDigit(body)}`;
const stored = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0]!;

describe('identity numbers saved before migration 0005', () => {
  it('are protected at start-up and emptied from the legacy columns', async () => {
    const both = await createUser(db, {
      legacyAadhaar: aadhaar('23456789012'),
      legacyPan: 'ABCDE1234F',
    });
    const aadhaarOnly = await createUser(db, { legacyAadhaar: aadhaar('34567890123') });
    const panOnly = await createUser(db, { legacyPan: 'pqrst6789z' });
    const neither = await createUser(db);

    await prepareDatabase(database, config);

    expect(await stored(both.id)).toMatchObject({
      ...personalData.protectAadhaar(aadhaar('23456789012')),
      legacyAadhaar: '',
      legacyPan: '',
    });
    expect(personalData.decryptPan((await stored(both.id)).panEncrypted)).toBe('ABCDE1234F');
    expect(await stored(aadhaarOnly.id)).toMatchObject({
      ...personalData.protectAadhaar(aadhaar('34567890123')),
      panEncrypted: '',
      legacyAadhaar: '',
    });
    expect(await stored(panOnly.id)).toMatchObject({
      aadhaarHash: '',
      aadhaarLast4: '',
      legacyPan: '',
    });
    expect(personalData.decryptPan((await stored(panOnly.id)).panEncrypted)).toBe('PQRST6789Z');
    expect(await stored(neither.id)).toEqual(neither);
  });

  it('are left alone once protected: running again changes nothing', async () => {
    const user = await createUser(db, {
      legacyAadhaar: aadhaar('45678901234'),
      legacyPan: 'KLMNO2468P',
    });
    await protectLegacyIdentityNumbers(db, personalData);
    const once = await stored(user.id);
    expect(await protectLegacyIdentityNumbers(db, personalData)).toBe(0);
    expect(await stored(user.id)).toEqual(once);
  });

  it('are each protected once when several instances start together, in batches', async () => {
    const many = [];
    for (let index = 0; index < 450; index += 1)
      many.push({ legacyAadhaar: aadhaar(String(56789012345 + index)), legacyPan: 'ABCDE1234F' });
    const created = await db
      .insert(users)
      .values(
        many.map((values, index) => ({
          ...values,
          userName: `Legacy ${index}`,
          email: `legacy${index}@example.in`,
          mobile: '9848012345',
        })),
      )
      .returning({ id: users.id });

    const moved = await Promise.all([
      protectLegacyIdentityNumbers(db, personalData),
      protectLegacyIdentityNumbers(db, personalData),
    ]);
    expect(moved[0] + moved[1]).toBe(450);

    const rows = await db.select().from(users);
    const mine = rows.filter((row) => created.some(({ id }) => id === row.id));
    expect(mine).toHaveLength(450);
    for (const row of mine) {
      expect(row).toMatchObject({
        legacyAadhaar: '',
        legacyPan: '',
        aadhaarLast4: expect.stringMatching(/^\d{4}$/),
      });
      expect(personalData.decryptPan(row.panEncrypted)).toBe('ABCDE1234F');
    }
  });
});
