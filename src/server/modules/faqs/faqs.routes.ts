import * as z from 'zod/mini';
import { ContentLanguageQuerySchema } from '../../../shared/contracts/content-languages.js';
import { FaqSchema } from '../../../shared/contracts/faqs.js';
import type { FeatureModule } from '../../http/types.js';
import { createFaqsRepository } from './faqs.repository.js';

export const faqsModule: FeatureModule = (app, { db }) => {
  const repository = createFaqsRepository(db);
  app.get(
    '/faqs',
    {
      schema: {
        summary: 'List the frequently asked questions',
        description:
          'In the language `lang` asks for (en, te or hi; English when left out). A question or answer with no translation in that language is answered in English and named in `inEnglish`.',
        tags: ['faqs'],
        querystring: ContentLanguageQuerySchema,
        response: { 200: z.array(FaqSchema) },
      },
    },
    (request) => repository.list(request.query.lang ?? 'en'),
  );
};
