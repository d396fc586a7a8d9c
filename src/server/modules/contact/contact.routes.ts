import { MessageResponseSchema } from '../../../shared/contracts/common.js';
import { ContactBodySchema } from '../../../shared/contracts/contact.js';
import { contactMessages } from '../../db/schema/index.js';
import type { FeatureModule } from '../../http/types.js';
import { said } from '../../http/messages.js';

/** POST /api/contact stores the message for the support team (docs/product/storefront.md#api-calls). */
export const contactModule: FeatureModule = (app, { db, writeRateLimit }) => {
  app.post(
    '/contact',
    {
      config: { rateLimit: writeRateLimit },
      schema: {
        summary: 'Send a message to the support team',
        tags: ['contact'],
        body: ContactBodySchema,
        response: { 201: MessageResponseSchema },
      },
    },
    async (request, reply) => {
      await db.insert(contactMessages).values(request.body);
      return reply.code(201).send({ success: true, ...said('contact_sent') });
    },
  );
};
