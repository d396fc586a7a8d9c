/**
 * Sending e-mail (docs/product/trips-and-money.md#notifications-and-e-mails): SMTP through nodemailer when
 * `SMTP_URL` is set; otherwise each mail is written to the log, so a demo or a developer's
 * machine needs no mail server and still shows what would have gone out.
 */
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

export interface Mailer {
  /** Resolves once the server accepted the mail; rejects with the server's reason otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

// A send must end well within the outbox's lease (jobs/outbox.ts, 5 minutes), or a second worker
// could take the same mail while the first is still talking to a stuck server.
const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 60_000,
};

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // Pooled: a batch of mails goes over one or two connections rather than one handshake each.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 2,
    ...SMTP_TIMEOUTS,
  });
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close() {
      transport.close();
    },
  };
}

/** Without SMTP: the mail in the log at info level (recipient, subject, text; not the HTML). */
export function createLogMailer(log: Pick<FastifyBaseLogger, 'info'>): Mailer {
  return {
    send({ to, subject, text, attachments }) {
      log.info(
        { mail: { to, subject, text, attachments: attachments.map((file) => file.filename) } },
        'E-mail (SMTP_URL is not set, so it is logged instead of sent)',
      );
      return Promise.resolve();
    },
    close() {},
  };
}

export function createMailer(
  config: { smtpUrl: string | undefined; mailFrom: string },
  log: Pick<FastifyBaseLogger, 'info'>,
): Mailer {
  return config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createLogMailer(log);
}

/**
 * A failed send as a short line for `outbox.last_error`: the SMTP reply or the error's code,
 * never the connection address with its password, and no longer than a line.
 */
export function describeMailError(error: unknown): string {
  const detail = error as { code?: unknown; responseCode?: unknown; response?: unknown };
  const reply = typeof detail.response === 'string' ? detail.response : undefined;
  const message = reply ?? (error instanceof Error ? error.message : String(error));
  const code = typeof detail.code === 'string' ? `${detail.code}: ` : '';
  const firstLine = message.split(/\r?\n/)[0] ?? '';
  // A URL's user:password@ would be the SMTP credentials.
  return `${code}${firstLine}`.replace(/\/\/[^/\s@]*@/g, '//***@').slice(0, 300);
}
