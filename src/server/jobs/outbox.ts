import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { describeError } from '../http/log-safe.js';
import { outbox } from '../db/schema/index.js';
import {
  describeMailError,
  type Mailer,
  type OutgoingMail,
} from '../modules/notifications/mailer.js';
import { BOOKING_EMAIL } from '../modules/notifications/notify.js';
import { PAPER_EMAIL } from '../modules/notifications/paper-notify.js';
import { PASSWORD_RESET_EMAIL } from '../modules/notifications/password-reset-mail.js';

/** The kinds of row that hold a ready mail (to, subject, text, html, attachments). */
const MAIL_KINDS: readonly string[] = [BOOKING_EMAIL, PAPER_EMAIL, PASSWORD_RESET_EMAIL];

/**
 * Kinds whose words carry a secret (a reset link): once sent, the row keeps only who it went to
 * and its subject, so the database holds a working link no longer than it takes to deliver it.
 */
const SECRET_KINDS: readonly string[] = [PASSWORD_RESET_EMAIL];

/** New mail goes out within this long. */
const POLL_INTERVAL_MS = 5_000;
/** Rows claimed at a time; the worker claims again at once while batches come full. */
const BATCH_SIZE = 20;
/**
 * How long a claimed row is left to its worker before another may take it: far longer than a
 * send can last (mailer.ts bounds it to about 80 s), so only a worker that died mid-send loses it.
 */
const LEASE_MS = 5 * 60_000;
/** After the n-th failed try, the next one waits 30 s × 2^n (1 min, 2, 4, … capped at an hour). */
const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 60 * 60_000;
/** The tries a mail gets (about two hours of retries); then it stays unsent with its error. */
export const OUTBOX_MAX_ATTEMPTS = 8;

type OutboxLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
const quiet: OutboxLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

export interface Delivery {
  sent: number;
  failed: number;
  /** Mails that failed their last try and will not be tried again. */
  gaveUp: number;
}

/** The payload of a row as a mail, or the reason it is not one (a bug: it is never retried). */
function mailOf(kind: string, payload: Record<string, unknown>): OutgoingMail | string {
  if (!MAIL_KINDS.includes(kind)) return `unknown outbox kind "${kind}"`;
  const { to, subject, text, html, attachments } = payload;
  if (typeof to !== 'string' || typeof subject !== 'string' || typeof text !== 'string')
    return 'payload without to, subject or text';
  return {
    to,
    subject,
    text,
    html: typeof html === 'string' ? html : '',
    attachments: Array.isArray(attachments) ? (attachments as OutgoingMail['attachments']) : [],
  };
}

/**
 * Delivers the mail due at `now`, a batch at a time until none is due, and answers what happened.
 *
 * Claiming and sending are apart, so no lock or transaction is held while an SMTP server is
 * talked to (on PGlite that would stop every request for the send; on PostgreSQL it would hold
 * a pooled connection). A claim is one UPDATE: its subquery picks due rows `FOR UPDATE SKIP
 * LOCKED`, and the UPDATE counts the try and moves `run_at` a lease ahead, then commits at once.
 * Workers claiming together, on one instance or several, lock different rows; a row another
 * worker claimed just before is no longer due when re-checked, so it is skipped too. The worker
 * then sends each mail and marks it sent, or records the failure and the time of the next try.
 * A worker that dies between the SMTP server's acceptance and the mark leaves the row to be
 * sent again after the lease: at least once, never lost (docs/decisions/010).
 */
export async function deliverDueMail(
  db: Database,
  mailer: Mailer,
  now = new Date(),
  log: OutboxLog = quiet,
): Promise<Delivery> {
  const delivery: Delivery = { sent: 0, failed: 0, gaveUp: 0 };
  for (;;) {
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          isNull(outbox.sentAt),
          lte(outbox.runAt, now),
          lt(outbox.attempts, OUTBOX_MAX_ATTEMPTS),
        ),
      )
      .orderBy(asc(outbox.runAt))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(outbox)
      .set({
        attempts: sql`${outbox.attempts} + 1`,
        runAt: new Date(now.getTime() + LEASE_MS),
      })
      .where(inArray(outbox.id, due))
      .returning({
        id: outbox.id,
        kind: outbox.kind,
        payload: outbox.payload,
        attempts: outbox.attempts,
      });

    for (const row of claimed) {
      const mail = mailOf(row.kind, row.payload);
      try {
        if (typeof mail === 'string') throw new Error(mail);
        await mailer.send(mail);
      } catch (error) {
        const lastError = describeMailError(error);
        // A malformed row would fail the same way every time: give up on it at once.
        const final = typeof mail === 'string' || row.attempts >= OUTBOX_MAX_ATTEMPTS;
        const retryIn = Math.min(RETRY_BASE_MS * 2 ** row.attempts, RETRY_MAX_MS);
        await db
          .update(outbox)
          .set({
            lastError,
            runAt: new Date(now.getTime() + retryIn),
            ...(final ? { attempts: OUTBOX_MAX_ATTEMPTS } : {}),
          })
          .where(and(eq(outbox.id, row.id), isNull(outbox.sentAt)));
        if (final) {
          delivery.gaveUp += 1;
          log.warn(
            { outboxId: row.id, attempts: row.attempts, lastError },
            'Gave up sending an e-mail',
          );
        } else {
          delivery.failed += 1;
        }
        continue;
      }
      const forget = SECRET_KINDS.includes(row.kind) && typeof mail !== 'string';
      await db
        .update(outbox)
        .set({
          sentAt: new Date(),
          ...(forget
            ? { payload: { to: mail.to, subject: mail.subject, text: '', html: '' } }
            : {}),
        })
        .where(eq(outbox.id, row.id));
      delivery.sent += 1;
    }
    if (claimed.length < BATCH_SIZE) return delivery;
  }
}

/**
 * Delivers now, then every few seconds, until stopped. The timer does not
 * keep the process alive; the stop function waits for a delivery under way and then closes the
 * mailer, so the database can be closed after it. Safe on several instances (deliverDueMail).
 */
export function startOutboxWorker(
  db: Database,
  mailer: Mailer,
  log: OutboxLog,
  intervalMs = POLL_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  // One delivery queued behind the one running is enough: it will see every row due by then.
  let queued = false;
  const deliver = () => {
    if (queued) return;
    queued = true;
    running = running.then(async () => {
      queued = false;
      try {
        const delivery = await deliverDueMail(db, mailer, new Date(), log);
        if (delivery.sent + delivery.failed + delivery.gaveUp > 0)
          log.info(delivery, 'Delivered e-mail from the outbox');
      } catch (error) {
        log.error({ error: describeError(error) }, 'Delivering e-mail from the outbox failed');
      }
    });
  };
  deliver();
  const timer = setInterval(deliver, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
    mailer.close();
  };
}
