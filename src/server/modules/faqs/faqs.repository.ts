import { asc, eq } from 'drizzle-orm';
import type { Faq } from '../../../shared/contracts/faqs.js';
import type { Database } from '../../db/client.js';
import { faqs } from '../../db/schema/index.js';

export function createFaqsRepository(db: Database) {
  return {
    /** The published FAQs: an operator's draft stays off the page until it is published. */
    async list(): Promise<Faq[]> {
      return db
        .select({ _id: faqs.id, question: faqs.question, answer: faqs.answer })
        .from(faqs)
        .where(eq(faqs.published, true))
        .orderBy(asc(faqs.position), asc(faqs.createdAt));
    },
  };
}
