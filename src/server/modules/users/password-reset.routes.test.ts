import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { openPostgres } from '../../db/client.js';
import { outbox, passwordResets, users } from '../../db/schema/index.js';
import { deliverDueMail } from '../../jobs/outbox.js';
import { messageText } from '../../http/messages.js';
import { createTestApp } from '../../test/app.js';
import { createUser } from '../../test/factories.js';
import type { OutgoingMail } from '../notifications/mailer.js';
import { PASSWORD_RESET_EMAIL } from '../notifications/password-reset-mail.js';
import {
  RESET_ANSWER_FLOOR_MS,
  RESET_LINK_MINUTES,
  RESET_LINKS_PER_WINDOW,
} from './password-reset.routes.js';

// docs/product/storefront.md#forgot-password, through the HTTP layer.

const context = await createTestApp({ PUBLIC_URL: 'https://saarthi.example/' });
const { app, db, config, databaseUrl, tokenFor } = context;
const limited = await createTestApp({ RATE_LIMIT_MAX: '2' });

const OLD_PASSWORD = 'chai-and-biscuits';
const NEW_PASSWORD = 'monsoon-over-godavari';

afterEach(() => {
  vi.useRealTimers();
});

const requestReset = (userEmail: string, on = app) =>
  on.inject({ method: 'POST', url: '/api/user/password-reset', payload: { userEmail } });
const confirm = (token: string, password: string, on = app) =>
  on.inject({
    method: 'POST',
    url: '/api/user/password-reset/confirm',
    payload: { token, password },
  });
const login = (userEmail: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/user/login', payload: { userEmail, password } });

/** The reset mails queued for an address, oldest first. */
async function mailsTo(email: string) {
  const rows = await db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.kind, PASSWORD_RESET_EMAIL), sql`${outbox.payload}->>'to' = ${email}`))
    .orderBy(outbox.createdAt);
  return rows.map(
    (row) => row.payload as { to: string; subject: string; text: string; html: string },
  );
}

/** Asks for a link for a new account and answers the account and the link's token. */
async function accountWithLink(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(db, { password: OLD_PASSWORD, ...overrides });
  expect((await requestReset(user.email)).statusCode).toBe(200);
  const [mail] = await mailsTo(user.email);
  const token = /#token=([\w-]+)/.exec(mail!.text)?.[1];
  expect(token).toBeDefined();
  return { user, token: token!, mail: mail! };
}

describe('POST /api/user/password-reset', () => {
  it('answers an unknown e-mail exactly as a known one, after about the same time', async () => {
    const user = await createUser(db, { password: OLD_PASSWORD });
    const timed = async (email: string) => {
      const started = performance.now();
      const answer = await requestReset(email);
      return { answer, ms: performance.now() - started };
    };
    const known = await timed(user.email);
    const unknown = await timed('nobody-here@example.in');
    expect(known.answer.statusCode).toBe(200);
    expect(unknown.answer.statusCode).toBe(200);
    const words = (email: string) => messageText('password_reset_requested', { email });
    expect(known.answer.json()).toEqual({
      success: true,
      message: words(user.email),
      code: 'password_reset_requested',
      params: { email: user.email },
    });
    expect(unknown.answer.json()).toEqual({
      success: true,
      message: words('nobody-here@example.in'),
      code: 'password_reset_requested',
      params: { email: 'nobody-here@example.in' },
    });
    expect(known.answer.headers['content-type']).toBe(unknown.answer.headers['content-type']);
    // Both wait for the floor; the known one's work fits within it.
    expect(known.ms).toBeGreaterThanOrEqual(RESET_ANSWER_FLOOR_MS - 5);
    expect(unknown.ms).toBeGreaterThanOrEqual(RESET_ANSWER_FLOOR_MS - 5);
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(100);
    expect(await mailsTo('nobody-here@example.in')).toEqual([]);
  });

  it('queues a mail with a link to the reset page and keeps only a hash of its token', async () => {
    const { user, token, mail } = await accountWithLink();
    expect(mail.to).toBe(user.email);
    expect(mail.subject).toBe('Reset your Saarthi password');
    expect(mail.text).toContain(`Hello ${user.userName},`);
    expect(mail.text).toContain(`https://saarthi.example/user/reset-password#token=${token}`);
    expect(mail.text).toContain(`within ${RESET_LINK_MINUTES} minutes`);
    expect(mail.html).toContain(
      `href="https://saarthi.example/user/reset-password#token=${token}"`,
    );
    const [link] = await db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(link!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(link)).not.toContain(token);
    expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBe(RESET_LINK_MINUTES * 60_000);
  });

  it("writes the mail in the account's language", async () => {
    const { mail } = await accountWithLink({ language: 'te', userName: 'సీత' });
    expect(mail.subject).not.toBe('Reset your Saarthi password');
    expect(mail.text).toMatch(/[\u0C00-\u0C7F]/);
    expect(mail.text).toContain('సీత');
  });

  it('sends the same e-mail in any case of letters to the one account', async () => {
    const user = await createUser(db, { password: OLD_PASSWORD });
    expect((await requestReset(user.email.toUpperCase())).statusCode).toBe(200);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it(`sends one account at most ${RESET_LINKS_PER_WINDOW} links per ${RESET_LINK_MINUTES} minutes, answering the same`, async () => {
    const user = await createUser(db, { password: OLD_PASSWORD });
    for (let i = 0; i <= RESET_LINKS_PER_WINDOW; i += 1) {
      const answer = await requestReset(user.email);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ code: 'password_reset_requested' });
    }
    expect(await mailsTo(user.email)).toHaveLength(RESET_LINKS_PER_WINDOW);
  });

  it('sends a suspended account no link', async () => {
    const user = await createUser(db, { password: OLD_PASSWORD, suspendedAt: new Date() });
    expect((await requestReset(user.email)).statusCode).toBe(200);
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it('refuses an address that is not an e-mail with 400', async () => {
    const answer = await requestReset('not-an-email');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, code: 'email_invalid' });
  });

  it('is rate-limited like login', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await requestReset('someone@example.in', limited.app)).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('leaves the link in the database no longer than it takes to deliver it', async () => {
    const { user, token } = await accountWithLink();
    const sent: OutgoingMail[] = [];
    await deliverDueMail(db, { send: async (mail) => void sent.push(mail), close: () => {} });
    expect(sent.find((mail) => mail.to === user.email)?.text).toContain(token);
    const [kept] = await mailsTo(user.email);
    expect(JSON.stringify(kept)).not.toContain(token);
    expect(kept).toMatchObject({ to: user.email, subject: 'Reset your Saarthi password' });
  });
});

describe('POST /api/user/password-reset/confirm', () => {
  it('sets the new password, ends every session and spends the link', async () => {
    const { user, token } = await accountWithLink();
    const oldSession = { authorization: `Bearer ${await tokenFor(user.id)}` };
    const profile = () =>
      app.inject({ method: 'GET', url: '/api/user/profile', headers: oldSession });
    expect((await profile()).statusCode).toBe(200);

    const answer = await confirm(token, NEW_PASSWORD);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ success: true, code: 'password_reset_done' });

    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(user.email, OLD_PASSWORD)).statusCode).toBe(401);
    const ended = await profile();
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ code: 'session_ended' });

    const again = await confirm(token, 'another-fine-password-9');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      success: false,
      code: 'password_reset_link_invalid',
      message: messageText('password_reset_link_invalid'),
    });
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("spends the account's other links with it", async () => {
    const user = await createUser(db, { password: OLD_PASSWORD });
    await requestReset(user.email);
    await requestReset(user.email);
    const [first, second] = (await mailsTo(user.email)).map(
      (mail) => /#token=([\w-]+)/.exec(mail.text)![1]!,
    );
    expect((await confirm(second!, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await confirm(first!, NEW_PASSWORD)).json()).toMatchObject({
      code: 'password_reset_link_invalid',
    });
  });

  it('refuses an unknown token with 400 and a clear message', async () => {
    const answer = await confirm('x'.repeat(43), NEW_PASSWORD);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      code: 'password_reset_link_invalid',
      message: expect.stringContaining('expired or has already been used'),
    });
  });

  it(`works for ${RESET_LINK_MINUTES} minutes and not after`, async () => {
    const { user, token } = await accountWithLink();
    const sentAt = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    // A common password is refused only after the link is found good, and leaves it unspent.
    vi.setSystemTime(sentAt + (RESET_LINK_MINUTES - 1) * 60_000);
    expect((await confirm(token, 'password')).json()).toMatchObject({ code: 'password_common' });
    vi.setSystemTime(sentAt + RESET_LINK_MINUTES * 60_000 + 1_000);
    const late = await confirm(token, NEW_PASSWORD);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'password_reset_link_invalid' });
    vi.useRealTimers();
    expect((await login(user.email, OLD_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a password that sign-up would refuse with 400, leaving the link unspent', async () => {
    const { user, token } = await accountWithLink({ userName: 'Lakshmi Prasanna' });
    const short = await confirm(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'password_too_short' });
    for (const guessable of ['password123', 'Lakshmi@1990']) {
      const answer = await confirm(token, guessable);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'password_common' });
    }
    expect((await login(user.email, OLD_PASSWORD)).statusCode).toBe(200);
    expect((await confirm(token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('lets exactly one of ten confirmations with one token at once succeed', async () => {
    const { user, token } = await accountWithLink();
    const passwords = Array.from({ length: 10 }, (_, i) => `${NEW_PASSWORD}-${i}`);
    const answers = await Promise.all(passwords.map((password) => confirm(token, password)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(400)]);
    const winner = passwords[answers.findIndex((answer) => answer.statusCode === 200)]!;
    expect((await login(user.email, winner)).statusCode).toBe(200);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row!.tokenVersion).toBe(1);
  });

  it.runIf(databaseUrl)(
    'lets exactly one succeed through two instances on one PostgreSQL',
    async () => {
      const second = openPostgres(databaseUrl!, 4);
      const other = await buildApp({ config, database: second });
      await other.ready();
      try {
        const { user, token } = await accountWithLink();
        const answers = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            confirm(token, `${NEW_PASSWORD}-${i}`, i % 2 === 0 ? app : other),
          ),
        );
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
          200,
          ...Array(9).fill(400),
        ]);
        const [row] = await db.select().from(users).where(eq(users.id, user.id));
        expect(row!.tokenVersion).toBe(1);
      } finally {
        await other.close();
        await second.close();
      }
    },
  );
});
