import { asc, eq } from 'drizzle-orm';
import type { Language } from '../../../shared/constants.js';
import type { Faq } from '../../../shared/contracts/faqs.js';
import type { Database } from '../../db/client.js';
import { faqs } from '../../db/schema/index.js';
import { inLanguage } from '../content/in-language.js';

export function createFaqsRepository(db: Database) {
  return {
    /**
     * The published FAQs in `lang`, English where a FAQ has no translation: an operator's draft
     * stays off the page until it is published.
     */
    async list(lang: Language): Promise<Faq[]> {
      const rows = await db
        .select({
          _id: faqs.id,
          question: faqs.question,
          answer: faqs.answer,
          translations: faqs.translations,
        })
        .from(faqs)
        .where(eq(faqs.published, true))
        .orderBy(asc(faqs.position), asc(faqs.createdAt));
      return rows.map((row) => inLanguage(row, ['question', 'answer'], lang));
    },
  };
}
