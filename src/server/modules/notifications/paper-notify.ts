/**
 * A paper's notice to its company's partner: an in-app notification and an e-mail written to the
 * outbox in the caller's transaction, so the partner hears of it if and only if it happened
 * (docs/decisions/010).
 */
import { eq } from 'drizzle-orm';
import { isLanguage } from '../../../shared/constants.js';
import type { PaperNotice } from '../../../shared/contracts/notifications.js';
import type { Database } from '../../db/client.js';
import { notifications, outbox, travelCompanies, users } from '../../db/schema/index.js';
import { paperMail, paperNoticeText } from './paper-mail.js';

/** The outbox kind of a paper's e-mail; its payload is a mail like a booking's. */
export const PAPER_EMAIL = 'paper_email';

export async function notifyPaper(
  tx: Pick<Database, 'select' | 'insert'>,
  companyId: string,
  notice: PaperNotice,
): Promise<void> {
  const [owner] = await tx
    .select({
      userId: users.id,
      name: users.userName,
      accountEmail: users.email,
      language: users.language,
      companyName: travelCompanies.travelsName,
      companyEmail: travelCompanies.email,
    })
    .from(travelCompanies)
    .innerJoin(users, eq(users.id, travelCompanies.ownerUserId))
    .where(eq(travelCompanies.id, companyId));
  // A company without a partner account (listed before partners ran their own) has no one to tell.
  if (!owner) return;
  await tx.insert(notifications).values({
    userId: owner.userId,
    topic: 'paper',
    audience: 'partner',
    paper: notice,
    text: paperNoticeText(notice),
  });
  const to = owner.companyEmail || owner.accountEmail;
  if (to === '') return;
  const language = isLanguage(owner.language) ? owner.language : 'en';
  const mail = paperMail(notice, owner.name || owner.companyName, language);
  await tx.insert(outbox).values({
    kind: PAPER_EMAIL,
    payload: { to, language, ...mail, attachments: [], companyId, paper: notice },
  });
}
