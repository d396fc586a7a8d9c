import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { outbox } from '../db/schema/index.js';
import { createSmtpMailer, type Mailer } from '../modules/notifications/mailer.js';
import { BOOKING_EMAIL } from '../modules/notifications/notify.js';
import { createTestDatabase } from '../test/database.js';
import { deliverDueMail, OUTBOX_MAX_ATTEMPTS, startOutboxWorker } from './outbox.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server in this process on a free port, keeping what it accepts. */
async function startSmtpServer(options: { reject?: boolean } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.reject) {
          // A greylisting or overloaded server: "try again later".
          callback(
            Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }),
          );
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// A reader of the few MIME shapes nodemailer writes, enough to see what a mail client shows.
const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
const decodeWords = (value: string) =>
  value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );

interface Part {
  headers: Record<string, string>;
  body: string;
}
function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}
/** The message's headers and its leaf parts, decoded. */
function readMail(raw: string): { headers: Record<string, string>; parts: Part[] } {
  const split = (text: string) => {
    const at = text.search(/\r?\n\r?\n/);
    return {
      headers: parseHeaders(text.slice(0, at)),
      body: text.slice(at).replace(/^\r?\n\r?\n/, ''),
    };
  };
  const leaves = (text: string): Part[] => {
    const { headers, body } = split(text);
    const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
    if (boundary)
      return body
        .split(`--${boundary}`)
        .slice(1, -1)
        .flatMap((part) => leaves(part.replace(/^\r?\n/, '')));
    const encoding = headers['content-transfer-encoding'] ?? '7bit';
    const decoded =
      encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : encoding === 'quoted-printable'
          ? decodeQuotedPrintable(body)
          : body;
    return [{ headers, body: decoded.replace(/\r?\n$/, '') }];
  };
  return { headers: split(raw).headers, parts: leaves(raw) };
}

let handle: DatabaseHandle;
const mailers: Mailer[] = [];
const servers: { close(): Promise<void> }[] = [];
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterEach(async () => {
  for (const mailer of mailers.splice(0)) mailer.close();
  for (const server of servers.splice(0)) await server.close();
  await handle.db.delete(outbox);
});
afterAll(async () => {
  await handle.close();
});

async function smtp(options: { reject?: boolean } = {}) {
  const server = await startSmtpServer(options);
  servers.push(server);
  const mailer = createSmtpMailer(server.url, 'Saarthi <bookings@saarthi.in>');
  mailers.push(mailer);
  return { ...server, mailer };
}

const ICS =
  'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:b1@saarthi.in\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';

async function queueMail(overrides: Record<string, unknown> = {}, runAt = new Date()) {
  const [row] = await handle.db
    .insert(outbox)
    .values({
      kind: BOOKING_EMAIL,
      runAt,
      payload: {
        to: 'lakshmi@example.in',
        language: 'te',
        subject: 'బుకింగ్ SA-7K3Q9X ఖరారైంది: Toyota Innova, 5 డిసెం 6:00 AM',
        text: 'నమస్కారం Lakshmi గారు,\n\nమీ డ్రైవర్ Ravi Kumar.\n\nమొత్తం ఛార్జీ: ₹1,25,000\n',
        html: '<p>నమస్కారం Lakshmi గారు,</p>',
        attachments: [
          {
            filename: 'saarthi-SA-7K3Q9X.ics',
            contentType: 'text/calendar; charset=utf-8',
            content: ICS,
          },
        ],
        ...overrides,
      },
    })
    .returning();
  return row!;
}

const rowOf = async (id: string) =>
  (await handle.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

describe('deliverDueMail', () => {
  it('sends a due mail over SMTP, with its subject, body and calendar file, and marks it sent', async () => {
    const server = await smtp();
    const queued = await queueMail();

    expect(await deliverDueMail(handle.db, server.mailer)).toEqual({
      sent: 1,
      failed: 0,
      gaveUp: 0,
    });

    expect(server.received).toHaveLength(1);
    const [mail] = server.received;
    expect(mail!.from).toBe('bookings@saarthi.in');
    expect(mail!.to).toEqual(['lakshmi@example.in']);
    const { headers, parts } = readMail(mail!.raw);
    expect(decodeWords(headers.subject!)).toBe(
      'బుకింగ్ SA-7K3Q9X ఖరారైంది: Toyota Innova, 5 డిసెం 6:00 AM',
    );
    expect(headers.from).toBe('Saarthi <bookings@saarthi.in>');
    const text = parts.find((part) => part.headers['content-type']?.startsWith('text/plain'));
    expect(text!.body).toContain('మీ డ్రైవర్ Ravi Kumar.');
    expect(text!.body).toContain('₹1,25,000');
    const html = parts.find((part) => part.headers['content-type']?.startsWith('text/html'));
    expect(html!.body).toBe('<p>నమస్కారం Lakshmi గారు,</p>');
    const calendar = parts.find((part) =>
      part.headers['content-type']?.startsWith('text/calendar'),
    );
    expect(calendar!.headers['content-disposition']).toContain('saarthi-SA-7K3Q9X.ics');
    expect(calendar!.body).toBe(ICS.replace(/\r\n$/, ''));

    const row = await rowOf(queued.id);
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBe('');
    // Sent once: a second run finds nothing due.
    expect(await deliverDueMail(handle.db, server.mailer)).toEqual({
      sent: 0,
      failed: 0,
      gaveUp: 0,
    });
    expect(server.received).toHaveLength(1);
  });

  it('leaves mail that is not due yet', async () => {
    const server = await smtp();
    const later = await queueMail({}, new Date(Date.now() + 60_000));
    expect(await deliverDueMail(handle.db, server.mailer)).toEqual({
      sent: 0,
      failed: 0,
      gaveUp: 0,
    });
    expect((await rowOf(later.id)).sentAt).toBeNull();
  });

  it('retries a mail the server refused for now, later, and sends it once the server takes it', async () => {
    const busy = await smtp({ reject: true });
    const queued = await queueMail();
    const now = new Date();

    expect(await deliverDueMail(handle.db, busy.mailer, now)).toEqual({
      sent: 0,
      failed: 1,
      gaveUp: 0,
    });

    const refused = await rowOf(queued.id);
    expect(refused.sentAt).toBeNull();
    expect(refused.attempts).toBe(1);
    expect(refused.lastError).toMatch(/451/);
    expect(refused.runAt.getTime()).toBe(now.getTime() + 60_000);
    // Not due again until then.
    expect(await deliverDueMail(handle.db, busy.mailer, new Date(now.getTime() + 59_000))).toEqual({
      sent: 0,
      failed: 0,
      gaveUp: 0,
    });

    const healthy = await smtp();
    expect(
      await deliverDueMail(handle.db, healthy.mailer, new Date(now.getTime() + 60_000)),
    ).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    expect(healthy.received.map((mail) => mail.to)).toEqual([['lakshmi@example.in']]);
    const sent = await rowOf(queued.id);
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(sent.attempts).toBe(2);
  });

  it('waits twice as long after each failure, and gives up after the last attempt with a warning', async () => {
    const busy = await smtp({ reject: true });
    const queued = await queueMail();
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    let now = new Date();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= OUTBOX_MAX_ATTEMPTS; attempt += 1) {
      await deliverDueMail(handle.db, busy.mailer, now, log);
      const row = await rowOf(queued.id);
      expect(row.attempts).toBe(attempt);
      waits.push((row.runAt.getTime() - now.getTime()) / 1000);
      now = row.runAt;
    }
    // 30 s × 2^attempts, capped at an hour; the last is moot.
    expect(waits.slice(0, -1)).toEqual([60, 120, 240, 480, 960, 1920, 3600]);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]![0]).toMatchObject({
      outboxId: queued.id,
      attempts: OUTBOX_MAX_ATTEMPTS,
    });

    // Given up: kept unsent with its error, never taken again.
    const healthy = await smtp();
    expect(
      await deliverDueMail(handle.db, healthy.mailer, new Date(now.getTime() + 86_400_000)),
    ).toEqual({
      sent: 0,
      failed: 0,
      gaveUp: 0,
    });
    const row = await rowOf(queued.id);
    expect(row.sentAt).toBeNull();
    expect(row.lastError).toMatch(/451/);
    expect(healthy.received).toEqual([]);
  });

  it('gives up at once on a row that is not a mail, keeping the reason', async () => {
    const server = await smtp();
    // run_at from this clock, like queueMail: the column's default is PostgreSQL's own clock in
    // microseconds, which can fall after the worker's millisecond `now` and leave the row not due.
    const [row] = await handle.db
      .insert(outbox)
      .values({ kind: 'fax', payload: {}, runAt: new Date() })
      .returning();
    expect(await deliverDueMail(handle.db, server.mailer)).toEqual({
      sent: 0,
      failed: 0,
      gaveUp: 1,
    });
    expect(await rowOf(row!.id)).toMatchObject({
      sentAt: null,
      attempts: OUTBOX_MAX_ATTEMPTS,
      lastError: 'unknown outbox kind "fax"',
    });
  });

  it('sends each mail exactly once when two workers deliver at the same time', async () => {
    const server = await smtp();
    const count = 45;
    for (let n = 0; n < count; n += 1) await queueMail({ to: `traveller${n}@example.in` });

    const otherMailer = createSmtpMailer(server.url, 'Saarthi <bookings@saarthi.in>');
    mailers.push(otherMailer);
    const [first, second] = await Promise.all([
      deliverDueMail(handle.db, server.mailer),
      deliverDueMail(handle.db, otherMailer),
    ]);

    expect(first.sent + second.sent).toBe(count);
    const recipients = server.received.flatMap((mail) => mail.to).sort();
    expect(recipients).toEqual(
      Array.from({ length: count }, (_, n) => `traveller${n}@example.in`).sort(),
    );
    const unsent = (await handle.db.select().from(outbox)).filter((row) => row.sentAt === null);
    expect(unsent).toEqual([]);
  });
});

describe('startOutboxWorker', () => {
  it('sends what was written after it started at its next poll, and stops cleanly', async () => {
    const server = await smtp();
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const stop = startOutboxWorker(
      handle.db,
      createSmtpMailer(server.url, 'Saarthi <bookings@saarthi.in>'),
      log,
      100,
    );
    await queueMail({ to: 'polled@example.in' });
    await vi.waitFor(
      () => expect(server.received.map((mail) => mail.to)).toEqual([['polled@example.in']]),
      {
        timeout: 5_000,
      },
    );
    await stop();
    expect(log.error).not.toHaveBeenCalled();
  });
});
