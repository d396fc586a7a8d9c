import { test } from '@playwright/test';
import { SMTPServer } from 'smtp-server';

/** Where the journeys' server sends booking e-mails (playwright.config.ts sets its SMTP_URL). */
export const E2E_SMTP_PORT = Number(process.env.E2E_PORT ?? 3310) + 1;

export interface ReceivedMail {
  to: string[];
  /** The whole message as received: headers, text and HTML parts, attachments. */
  raw: string;
}

/**
 * A real SMTP server in the test process, receiving what the outbox worker delivers, so a
 * journey can assert that both sides got their e-mail.
 */
export async function startMailbox(): Promise<{
  mails: ReceivedMail[];
  close(): Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // The server's outbox keeps its connection open (a pool): closing must not wait for it.
    closeTimeout: 200,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(E2E_SMTP_PORT, '127.0.0.1', () => resolve());
  });
  return {
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The spec file's mailbox: started before its tests and closed after them. The port is one for
 * the run, so a file that reads mail runs its tests one after the other (`mode: 'serial'`).
 */
export function useMailbox(): { readonly mails: ReceivedMail[] } {
  let mailbox: Awaited<ReturnType<typeof startMailbox>> | undefined;
  test.beforeAll(async () => {
    mailbox = await startMailbox();
  });
  test.afterAll(async () => {
    await mailbox?.close();
  });
  return {
    get mails() {
      return mailbox?.mails ?? [];
    },
  };
}
