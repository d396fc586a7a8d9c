import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from '../../../shared/validators.js';
import { auditLog, users } from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import { createUser } from '../../test/factories.js';
import { partnerPortal } from '../../test/partner.js';

const context = await createTestApp();
const { app, db } = context;
const { call, partnerWithCompany } = partnerPortal(context);
const operator = await createUser(db, { role: 'operator', userName: 'Ops Anand' });
const PASSWORD = 'Kondapalli#Toys42';

const list = (query = '') => call('GET', `/api/admin/users${query}`, operator.id);
const setRole = (id: string, role: string, by = operator.id) =>
  call('PUT', `/api/admin/users/${id}/role`, by, { role });
const suspend = (id: string, reason: string, by = operator.id) =>
  call('POST', `/api/admin/users/${id}/suspend`, by, { reason });
const restore = (id: string, by = operator.id) =>
  call('POST', `/api/admin/users/${id}/restore`, by, {});

const login = (email: string, password = PASSWORD) =>
  app.inject({ method: 'POST', url: '/api/user/login', payload: { userEmail: email, password } });
const profile = (token: string) =>
  app.inject({
    method: 'GET',
    url: '/api/user/profile',
    headers: { authorization: `Bearer ${token}` },
  });

const auditOf = (id: string) =>
  db
    .select({
      action: auditLog.action,
      actorUserId: auditLog.actorUserId,
      recordType: auditLog.recordType,
      before: auditLog.before,
      after: auditLog.after,
      reason: auditLog.reason,
    })
    .from(auditLog)
    .where(eq(auditLog.recordId, id));

const SUSPENDED = {
  code: 'account_suspended',
  message: 'Your account is suspended: please contact Saarthi support',
};

describe('searching accounts', () => {
  it('matches part of a name, an e-mail or a mobile number, newest first, with the company run', async () => {
    const lakshmi = await createUser(db, {
      userName: 'Lakshmi Prasanna',
      email: 'lakshmi.p@example.in',
      mobile: '9700011122',
    });
    const { user: owner, company } = await partnerWithCompany({ travelsName: 'Godavari Cabs' });
    await db.update(users).set({ userName: 'Lakshmi Travels Owner' }).where(eq(users.id, owner.id));

    const byName = await list('?q=lakshmi');
    expect(byName.statusCode).toBe(200);
    expect(byName.headers['cache-control']).toBe('no-store');
    expect(byName.json()).toEqual({
      success: true,
      users: [
        expect.objectContaining({
          _id: owner.id,
          role: 'partner',
          company: { _id: company.id, name: 'Godavari Cabs', status: 'verified' },
        }),
        {
          _id: lakshmi.id,
          name: 'Lakshmi Prasanna',
          email: 'lakshmi.p@example.in',
          mobile: '9700011122',
          role: 'customer',
          state: 'active',
          suspendedAt: null,
          suspendedReason: '',
          createdAt: lakshmi.createdAt.toISOString(),
          company: null,
        },
      ],
      nextCursor: null,
    });
    const ids = async (query: string) =>
      (await list(query)).json().users.map((user: { _id: string }) => user._id);
    expect(await ids('?q=LAKSHMI.P@')).toEqual([lakshmi.id]);
    expect(await ids('?q=70001112')).toEqual([lakshmi.id]);
    expect(await ids('?q=lakshmi&role=partner')).toEqual([owner.id]);
    // A percent sign is searched for as itself, not as "anything".
    expect(await ids('?q=%25')).toEqual([]);
  });

  it('filters by state and reads page by page', async () => {
    const made = [];
    for (let index = 0; index < 3; index += 1)
      made.push(await createUser(db, { userName: `Pager Venkat ${index}` }));
    await suspend(made[1]!.id, 'Fake bookings again and again');
    expect(await list('?q=Pager%20Venkat&state=suspended').then((r) => r.json().users)).toEqual([
      expect.objectContaining({
        _id: made[1]!.id,
        state: 'suspended',
        suspendedReason: 'Fake bookings again and again',
      }),
    ]);
    const first = (await list('?q=Pager%20Venkat&limit=2')).json();
    expect(first.users.map((user: { _id: string }) => user._id)).toEqual([
      made[2]!.id,
      made[1]!.id,
    ]);
    const second = (await list(`?q=Pager%20Venkat&limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.users.map((user: { _id: string }) => user._id)).toEqual([made[0]!.id]);
    expect(second.nextCursor).toBeNull();
    const bad = await list('?state=gone&role=boss');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Show active or suspended accounts');
    expect(JSON.stringify(bad.json())).toContain('Show customers, partners or operators');
  });
});

describe("changing an account's role", () => {
  it('makes a customer a partner, who can then register a company; audited', async () => {
    const customer = await createUser(db);
    const response = await setRole(customer.id, 'partner');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Role changed',
      code: 'user_role_changed',
      user: { _id: customer.id, role: 'partner', company: null },
    });
    expect(await auditOf(customer.id)).toEqual([
      {
        action: 'user.role',
        actorUserId: operator.id,
        recordType: 'user',
        before: { role: 'customer' },
        after: { role: 'partner' },
        reason: '',
      },
    ]);
    const pan = 'AAKCK1234Q';
    const gstin = `37${pan}1Z${gstinCheckCharacter(`37${pan}1Z`)}`;
    const registered = await call('POST', '/api/partner/company', customer.id, {
      travelsName: 'Krishna River Cabs',
      legalName: 'Krishna River Cabs Private Limited',
      city: 'Vijayawada',
      citiesServed: ['Vijayawada'],
      address: '12-3-4, Eluru Road, Vijayawada 520002',
      gstin,
      pan,
      phone: '98480 22334',
      whatsapp: '',
      email: '',
    });
    expect(registered.statusCode).toBe(201);

    // Back to customer: refused while it runs the company it registered.
    const refused = await setRole(customer.id, 'customer');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'user_runs_company',
      message:
        'This partner runs Krishna River Cabs: an account that runs a travel company stays a partner',
    });
  });

  it('makes a partner without a company a customer again, and changes nothing when the role is the same', async () => {
    const partner = await createUser(db, { role: 'partner' });
    expect((await setRole(partner.id, 'customer')).json().user.role).toBe('customer');
    const same = await setRole(partner.id, 'customer');
    expect(same.statusCode).toBe(200);
    expect(same.json().message).toBe('The account has this role already');
    expect(await auditOf(partner.id)).toHaveLength(1);
  });

  it('never makes or unmakes an operator', async () => {
    const customer = await createUser(db);
    const promote = await setRole(customer.id, 'operator');
    expect(promote.statusCode).toBe(400);
    expect(JSON.stringify(promote.json())).toContain(
      'Choose customer or partner: an operator account is made only with the npm run user:role command',
    );
    const colleague = await createUser(db, { role: 'operator' });
    const demote = await setRole(colleague.id, 'customer');
    expect(demote.statusCode).toBe(403);
    expect(demote.json()).toMatchObject({ code: 'user_operator_protected' });
    expect((await setRole(operator.id, 'partner')).statusCode).toBe(403);
    const [row] = await db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, colleague.id));
    expect(row?.role).toBe('operator');
    const missing = await setRole('00000000-0000-4000-8000-000000000000', 'partner');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'user_not_found' });
  });
});

describe('suspending and restoring an account', () => {
  it("ends the account's sessions on the very next request and refuses its login", async () => {
    const priya = await createUser(db, { email: 'priya.s@example.in', password: PASSWORD });
    const token = (await login('priya.s@example.in')).json().token as string;
    expect((await profile(token)).statusCode).toBe(200);

    const response = await suspend(priya.id, '  Repeated fake booking requests  ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Account suspended: every session of it has ended',
      code: 'user_suspended',
      user: {
        state: 'suspended',
        suspendedAt: expect.any(String),
        suspendedReason: 'Repeated fake booking requests',
      },
    });

    const next = await profile(token);
    expect(next.statusCode).toBe(401);
    expect(next.json()).toMatchObject(SUSPENDED);
    const [row] = await db
      .select({ tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.id, priya.id));
    expect(row?.tokenVersion).toBe(1);

    const again = await login('priya.s@example.in');
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject(SUSPENDED);
    // Without the password, the answer says nothing of the account.
    expect((await login('priya.s@example.in', 'wrong password 1')).json()).toMatchObject({
      code: 'invalid_login',
    });
    expect(await auditOf(priya.id)).toEqual([
      expect.objectContaining({
        action: 'user.suspend',
        actorUserId: operator.id,
        before: { suspendedAt: null, suspendedReason: '' },
        after: {
          suspendedAt: expect.any(String),
          suspendedReason: 'Repeated fake booking requests',
        },
        reason: 'Repeated fake booking requests',
      }),
    ]);
  });

  it('restores an account: it logs in again, while its old tokens stay ended', async () => {
    const ravi = await createUser(db, { email: 'ravi.k@example.in', password: PASSWORD });
    const old = (await login('ravi.k@example.in')).json().token as string;
    await suspend(ravi.id, 'Abusive messages to a driver');

    const restored = await restore(ravi.id);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      message: 'Account restored: it can log in again',
      code: 'user_restored',
      user: { state: 'active', suspendedAt: null, suspendedReason: '' },
    });
    const fresh = await login('ravi.k@example.in');
    expect(fresh.statusCode).toBe(200);
    expect((await profile(fresh.json().token)).statusCode).toBe(200);
    expect((await profile(old)).json()).toMatchObject({ code: 'session_ended' });
    expect((await auditOf(ravi.id)).map((entry) => entry.action)).toEqual([
      'user.suspend',
      'user.restore',
    ]);

    const twice = await restore(ravi.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'user_not_suspended' });
  });

  it('refuses to suspend oneself, another operator, an account twice, or without a reason', async () => {
    const self = await suspend(operator.id, 'Testing the button');
    expect(self.statusCode).toBe(403);
    expect(self.json()).toMatchObject({
      message: 'You cannot suspend your own account',
      code: 'user_suspend_self',
    });
    const colleague = await createUser(db, { role: 'operator' });
    expect((await suspend(colleague.id, 'Disagreed with me')).json()).toMatchObject({
      code: 'user_operator_protected',
    });
    const customer = await createUser(db);
    const bare = await suspend(customer.id, 'bad');
    expect(bare.statusCode).toBe(400);
    expect(JSON.stringify(bare.json())).toContain(
      'Write why the account is suspended (at least 5 characters)',
    );
    expect((await suspend(customer.id, 'Spam reviews on many cars')).statusCode).toBe(200);
    const twice = await suspend(customer.id, 'Spam reviews on many cars');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'user_already_suspended' });
    for (const id of [operator.id, colleague.id]) {
      const [row] = await db
        .select({ suspendedAt: users.suspendedAt })
        .from(users)
        .where(eq(users.id, id));
      expect(row?.suspendedAt).toBeNull();
    }
  });

  it('is for operators only', async () => {
    const { user: partner } = await partnerWithCompany();
    const customer = await createUser(db);
    expect((await suspend(customer.id, 'A partner tries this', partner.id)).statusCode).toBe(403);
    expect((await setRole(customer.id, 'partner', customer.id)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/users', customer.id)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/users')).statusCode).toBe(401);
  });
});
