import type { FastifyRequest } from 'fastify';
import { IdParamsSchema, MessageResponseSchema } from '../../../shared/contracts/common.js';
import {
  type CarBody,
  CarAvailabilityBodySchema,
  CarBlockBodySchema,
  CarBlockListResponseSchema,
  CarBlockParamsSchema,
  CarBlockResponseSchema,
  CarBodySchema,
  PartnerCarChangeResponseSchema,
  PartnerCarListQuerySchema,
  PartnerCarListResponseSchema,
  PartnerCarResponseSchema,
} from '../../../shared/contracts/fleet.js';
import type { PartnerCompany } from '../../../shared/contracts/partner.js';
import { carBlocks, cars } from '../../db/schema.js';
import { currentUser } from '../../http/auth.js';
import { conflict, type HttpError, notFound } from '../../http/errors.js';
import type { FeatureModule } from '../../http/types.js';
import type { AuditedWrite } from '../audit/audited-write.js';
import { auditedWrite } from '../audit/audited-write.js';
import { createCompaniesRepository } from '../companies/companies.repository.js';
import { assertCompanyMayChange } from '../companies/policy.js';
import {
  createFleetRepository,
  type FleetRefusal,
  type FleetRepository,
  type Refused,
} from './fleet.repository.js';
import { fieldError } from '../../http/errors.js';
import { assertOwnUploads } from '../uploads/own-uploads.js';
import { companyOfRequest, ownRecordFirst } from '../companies/policy.js';
import { said } from '../../http/messages.js';

/** The answer to each refusal of the fleet's rules. */
function refusalError(refused: FleetRefusal): HttpError {
  switch (refused) {
    case 'car_not_found':
    case 'block_not_found':
      return notFound(refused);
    case 'default_driver_invalid':
      return fieldError('defaultDriverId', refused);
    case 'car_archived_read_only':
    case 'car_submit_refused':
    case 'registration_taken':
    case 'block_overlap':
    case 'block_overlaps_booking':
      return conflict(refused);
  }
}

function orRefused<T extends object>(outcome: T | Refused): T {
  if ('refused' in outcome) throw refusalError(outcome.refused);
  return outcome;
}

/**
 * A car is listed in a city its company serves. A company registered before partners named their
 * cities serves its own city.
 */
function assertCityServed(company: PartnerCompany, body: CarBody): void {
  const served = company.citiesServed.length > 0 ? company.citiesServed : [company.city];
  if (!served.includes(body.city)) throw fieldError('city', 'car_city_not_served');
}

/** MARKETPLACE "Partner portal: Fleet": the cars of the signed-in partner's company. */
export const partnerFleetModule: FeatureModule = (app, { db, guards }) => {
  const fleet = createFleetRepository(db);
  const companies = createCompaniesRepository(db);
  const tags = ['partner'];
  const security = [{ bearerAuth: [] }];
  const partnerOnly = guards.requireRole('partner', 'partner_only');
  const ownCarFirst = ownRecordFirst(
    companies,
    (companyId, { id }) => fleet.exists(companyId, id!),
    'car_not_found',
  );
  /** The company, when it may change its fleet: a suspended one may only read it. */
  const companyThatMayChange = async (request: FastifyRequest) => {
    const company = await companyOfRequest(companies, request);
    assertCompanyMayChange(company);
    return company;
  };
  /**
   * A write of the fleet through a repository over its own transaction, with the partner's audit
   * entry in the same transaction (a car's row, or one of its blocks').
   */
  const audited = <T>(
    request: FastifyRequest,
    write: (fleetInTransaction: FleetRepository) => Promise<T>,
    audit: Omit<AuditedWrite<T>, 'actor' | 'recordType' | 'table'> & {
      table?: AuditedWrite<T>['table'];
    },
  ) =>
    auditedWrite(db, (tx) => write(createFleetRepository(tx)), {
      actor: currentUser(request),
      recordType: 'car',
      table: cars,
      ...audit,
    });

  app.get(
    '/partner/cars',
    {
      onRequest: partnerOnly,
      schema: {
        tags,
        security,
        querystring: PartnerCarListQuerySchema,
        response: { 200: PartnerCarListResponseSchema },
      },
    },
    async (request) => {
      const company = await companyOfRequest(companies, request);
      return { success: true as const, cars: await fleet.list(company._id, request.query.status) };
    },
  );

  app.post(
    '/partner/cars',
    {
      onRequest: partnerOnly,
      schema: {
        tags,
        security,
        body: CarBodySchema,
        response: { 201: PartnerCarChangeResponseSchema },
      },
    },
    async (request, reply) => {
      const company = await companyThatMayChange(request);
      assertCityServed(company, request.body);
      await assertOwnUploads(db, currentUser(request).id, request.body.photos, 'photos');
      const car = orRefused(
        await audited(request, (fleetNow) => fleetNow.create(company._id, request.body), {
          action: 'car.create',
          rowId: ({ _id }) => _id,
        }),
      );
      return reply.code(201).send({ success: true as const, ...said('car_added'), car });
    },
  );

  app.get(
    '/partner/cars/:id',
    {
      onRequest: partnerOnly,
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        response: { 200: PartnerCarResponseSchema },
      },
    },
    async (request) => {
      const company = await companyOfRequest(companies, request);
      const car = await fleet.find(company._id, request.params.id);
      if (!car) throw notFound('car_not_found');
      return { success: true as const, car };
    },
  );

  app.put(
    '/partner/cars/:id',
    {
      onRequest: partnerOnly,
      preValidation: ownCarFirst,
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        body: CarBodySchema,
        response: { 200: PartnerCarChangeResponseSchema },
      },
    },
    async (request) => {
      const company = await companyThatMayChange(request);
      assertCityServed(company, request.body);
      const shown = await fleet.find(company._id, request.params.id);
      await assertOwnUploads(
        db,
        currentUser(request).id,
        request.body.photos,
        'photos',
        shown?.photos ?? [],
      );
      const { car, review } = orRefused(
        await audited(
          request,
          (fleetNow) => fleetNow.update(company._id, request.params.id, request.body),
          { action: 'car.update', rowId: request.params.id },
        ),
      );
      return {
        success: true as const,
        ...said(
          review === 'identity'
            ? 'car_identity_to_review'
            : review === 'rates'
              ? 'car_rates_to_review'
              : 'car_saved',
        ),
        car,
      };
    },
  );

  app.patch(
    '/partner/cars/:id/availability',
    {
      onRequest: partnerOnly,
      preValidation: ownCarFirst,
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        body: CarAvailabilityBodySchema,
        response: { 200: PartnerCarChangeResponseSchema },
      },
    },
    async (request) => {
      const company = await companyThatMayChange(request);
      const { availability } = request.body;
      const car = orRefused(
        await audited(
          request,
          (fleetNow) => fleetNow.setAvailability(company._id, request.params.id, availability),
          { action: 'car.availability', rowId: request.params.id },
        ),
      );
      return {
        success: true as const,
        ...said(availability ? 'car_available' : 'car_unavailable'),
        car,
      };
    },
  );

  app.delete(
    '/partner/cars/:id',
    {
      onRequest: partnerOnly,
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        response: { 200: PartnerCarChangeResponseSchema },
      },
    },
    async (request) => {
      const company = await companyThatMayChange(request);
      const car = await audited(
        request,
        (fleetNow) => fleetNow.archive(company._id, request.params.id),
        { action: 'car.archive', rowId: request.params.id },
      );
      if (!car) throw notFound('car_not_found');
      return { success: true as const, ...said('car_archived'), car };
    },
  );

  app.post(
    '/partner/cars/:id/submit',
    {
      onRequest: partnerOnly,
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        response: { 200: PartnerCarChangeResponseSchema },
      },
    },
    async (request) => {
      const company = await companyThatMayChange(request);
      const car = orRefused(
        await audited(request, (fleetNow) => fleetNow.submit(company._id, request.params.id), {
          action: 'car.submit',
          rowId: request.params.id,
        }),
      );
      return { success: true as const, ...said('car_submitted'), car };
    },
  );

  app.get(
    '/partner/cars/:id/blocks',
    {
      onRequest: partnerOnly,
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        response: { 200: CarBlockListResponseSchema },
      },
    },
    async (request) => {
      const company = await companyOfRequest(companies, request);
      const blocks = await fleet.blocks(company._id, request.params.id);
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
        tags,
        security,
        params: IdParamsSchema,
        body: CarBlockBodySchema,
        response: { 201: CarBlockResponseSchema },
      },
    },
    async (request, reply) => {
      const company = await companyThatMayChange(request);
      const block = orRefused(
        await audited(
          request,
          (fleetNow) => fleetNow.addBlock(company._id, request.params.id, request.body),
          // Entered under the car, so its history shows the days it was out of service.
          {
            action: 'car.block',
            table: carBlocks,
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
        tags,
        security,
        params: CarBlockParamsSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const company = await companyThatMayChange(request);
      const { id, blockId } = request.params;
      orRefused(
        await audited(request, (fleetNow) => fleetNow.removeBlock(company._id, id, blockId), {
          action: 'car.unblock',
          table: carBlocks,
          rowId: blockId,
          recordId: id,
        }),
      );
      return { success: true, ...said('block_removed') };
    },
  );
};
