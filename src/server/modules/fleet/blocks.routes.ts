import type { FastifyRequest } from 'fastify';
import { IdParamsSchema, MessageResponseSchema } from '../../../shared/contracts/common.js';
import {
  CarBlockBodySchema,
  CarBlockListResponseSchema,
  CarBlockParamsSchema,
  CarBlockResponseSchema,
} from '../../../shared/contracts/fleet.js';
import type { Database } from '../../db/client.js';
import { carBlocks } from '../../db/schema/index.js';
import { currentUser } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import type { FeatureModule } from '../../http/types.js';
import { auditedWrite, type AuditedWrite } from '../audit/audited-write.js';
import { companyOfRequest, companyThatMayChange } from '../companies/policy.js';
import { createCarBlocksRepository } from './blocks.repository.js';
import { ownCarRoutes } from './own-car.js';
import { orRefused } from './refusals.js';
import { said } from '../../http/messages.js';

/**
 * A car's maintenance blocks, in the partner portal: the days a car of the signed-in partner's
 * company is out of service, which no booking can take (`car_busy`, ARCHITECTURE.md "Bookings").
 */
export const partnerCarBlocksModule: FeatureModule = (app, context) => {
  const { db } = context;
  const { companies, tags, partnerOnly, ownCarFirst } = ownCarRoutes(context);
  const carBlocksOf = createCarBlocksRepository(db);
  /**
   * A block's write in its own transaction with the partner's audit entry, entered under the car
   * so that its history shows the days it was out of service.
   */
  const audited = <T>(
    request: FastifyRequest,
    write: (tx: Database) => Promise<T>,
    audit: Omit<AuditedWrite<T>, 'actor' | 'recordType' | 'table'>,
  ) =>
    auditedWrite(db, write, {
      actor: currentUser(request),
      recordType: 'car',
      table: carBlocks,
      ...audit,
    });

  app.get(
    '/partner/cars/:id/blocks',
    {
      onRequest: partnerOnly,
      schema: {
        summary: "List a car's maintenance blocks by first day",
        errors: { 404: "The partner runs no company, or the car is not one of the company's." },
        tags,
        params: IdParamsSchema,
        response: { 200: CarBlockListResponseSchema },
      },
    },
    async (request) => {
      const company = await companyOfRequest(companies, request);
      const blocks = await carBlocksOf.blocks(company._id, request.params.id);
      if (!blocks) throw notFound('car_not_found');
      return { success: true as const, blocks };
    },
  );

  app.post(
    '/partner/cars/:id/blocks',
    {
      onRequest: partnerOnly,
      preValidation: ownCarFirst,
      schema: {
        summary: 'Block days of a car for maintenance: no booking can take them',
        errors: {
          404: "The partner runs no company, or the car is not one of the company's.",
          409: 'The company is suspended, the car is archived, or it is already blocked on some of the days.',
        },
        tags,
        params: IdParamsSchema,
        body: CarBlockBodySchema,
        response: { 201: CarBlockResponseSchema },
      },
    },
    async (request, reply) => {
      const company = await companyThatMayChange(companies, request);
      const block = orRefused(
        await audited(
          request,
          (tx) =>
            createCarBlocksRepository(tx).addBlock(company._id, request.params.id, request.body),
          {
            action: 'car.block',
            rowId: ({ _id }) => _id,
            recordId: request.params.id,
          },
        ),
      );
      return reply.code(201).send({ success: true as const, block });
    },
  );

  app.delete(
    '/partner/cars/:id/blocks/:blockId',
    {
      onRequest: partnerOnly,
      schema: {
        summary: "Remove a car's maintenance block",
        errors: {
          404: "The partner runs no company, or the car or the block is not the company's.",
          409: 'The company is suspended, or the car is archived.',
        },
        tags,
        params: CarBlockParamsSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const company = await companyThatMayChange(companies, request);
      const { id, blockId } = request.params;
      orRefused(
        await audited(
          request,
          (tx) => createCarBlocksRepository(tx).removeBlock(company._id, id, blockId),
          {
            action: 'car.unblock',
            rowId: blockId,
            recordId: id,
          },
        ),
      );
      return { success: true, ...said('block_removed') };
    },
  );
};
