import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createTestDatabase } from '../../test/database.js';
import { createTravelCompany, createUser } from '../../test/factories.js';
import { setUserRole } from './roles.js';

const database = await createTestDatabase();
afterAll(() => database.close());
const db = database.db;

const roleOf = async (id: string) =>
  (await db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

describe('npm run user:role', () => {
  it('makes an operator of an account named by its e-mail, in any case', async () => {
    const user = await createUser(db, { email: 'asha@saarthi.in' });
    expect(await setUserRole(db, 'Asha@Saarthi.in', 'operator')).toEqual({
      changed: true,
      email: 'asha@saarthi.in',
      from: 'customer',
      to: 'operator',
    });
    expect(await roleOf(user.id)).toBe('operator');
  });

  it('refuses an unknown role or e-mail, and changes nothing', async () => {
    const user = await createUser(db);
    expect(await setUserRole(db, user.email, 'admin')).toMatchObject({ changed: false });
    expect(await setUserRole(db, 'nobody@saarthi.in', 'operator')).toMatchObject({
      changed: false,
      reason: 'No account has the e-mail nobody@saarthi.in.',
    });
    expect(await roleOf(user.id)).toBe('customer');
  });

  it('keeps a partner who runs a company a partner', async () => {
    const partner = await createUser(db, { role: 'partner' });
    await createTravelCompany(db, { ownerUserId: partner.id, travelsName: 'Sri Venkata Travels' });
    const result = await setUserRole(db, partner.email, 'customer');
    expect(result).toMatchObject({ changed: false });
    expect(result.changed ? '' : result.reason).toContain('Sri Venkata Travels');
    expect(await roleOf(partner.id)).toBe('partner');
  });
});
