import * as z from 'zod/mini';
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
        tags: ['faqs'],
        response: { 200: z.array(FaqSchema) },
      },
    },
    () => repository.list(),
  );
};
