import '../../../shared/booking-messages.js';
import type { FastifyRequest } from 'fastify';
import { IdParamsSchema } from '../../../shared/contracts/common.js';
import {
  type CarBody,
  CarAvailabilityBodySchema,
  CarBodySchema,
  PartnerCarChangeResponseSchema,
  PartnerCarListQuerySchema,
  PartnerCarListResponseSchema,
  PartnerCarResponseSchema,
} from '../../../shared/contracts/fleet.js';
import type { PartnerCompany } from '../../../shared/contracts/partner.js';
import type { Database } from '../../db/client.js';
import { cars } from '../../db/schema/index.js';
import { currentUser } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import type { FeatureModule } from '../../http/types.js';
import type { AuditedWrite } from '../audit/audited-write.js';
import { auditedWrite } from '../audit/audited-write.js';
import { companyOfRequest, companyThatMayChange } from '../companies/policy.js';
import { createFleetRepository } from './fleet.repository.js';
import { ownCarRoutes } from './own-car.js';
import { orRefused } from './refusals.js';
import { fieldError } from '../../http/errors.js';
import { assertOwnUploads } from '../uploads/own-uploads.js';
import { said } from '../../http/messages.js';

/**
 * A car is listed in a city its company serves. A company registered before partners named their
 * cities serves its own city.
 */
function assertCityServed(company: PartnerCompany, body: CarBody): void {
  const served = company.citiesServed.length > 0 ? company.citiesServed : [company.city];
  if (!served.includes(body.city)) throw fieldError('city', 'car_city_not_served');
}

/** docs/product/marketplace.md#fleet: the cars of the signed-in partner's company. */
export const partnerFleetModule: FeatureModule = (app, context) => {
  const { db } = context;
  const { fleet, companies, tags, partnerOnly, ownCarFirst } = ownCarRoutes(context);
  /**
   * A write of the fleet through a repository over its own transaction, with the partner's audit
   * entry in the same transaction.
   */
  const audited = <T>(
    request: FastifyRequest,
    write: (tx: Database) => Promise<T>,
    audit: Omit<AuditedWrite<T>, 'actor' | 'recordType' | 'table'> & {
      table?: AuditedWrite<T>['table'];
    },
  ) =>
    auditedWrite(db, write, {
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
        summary: "List the partner's cars, newest first: all but the archived ones, or one status",
        errors: { 404: 'The partner runs no company.' },
        tags,
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
        summary: "Add a car to the partner's fleet as a draft",
        errors: {
          400: 'The input is not valid, the city is not one the company serves, or the default driver is not one of its drivers: `errors` names each field.',
          404: 'The partner runs no company.',
          409: 'The company is suspended, or a car with this registration number is already listed.',
        },
        tags,
        body: CarBodySchema,
        response: { 201: PartnerCarChangeResponseSchema },
      },
    },
    async (request, reply) => {
      const company = await companyThatMayChange(companies, request);
      assertCityServed(company, request.body);
      await assertOwnUploads(db, currentUser(request).id, request.body.photos, 'photos');
      const car = orRefused(
        await audited(
          request,
          (tx) => createFleetRepository(tx).create(company._id, request.body),
          {
            action: 'car.create',
            rowId: ({ _id }) => _id,
          },
        ),
      );
      return reply.code(201).send({ success: true as const, ...said('car_added'), car });
    },
  );

  app.get(
    '/partner/cars/:id',
    {
      onRequest: partnerOnly,
      schema: {
        summary: "Read one of the partner's cars, with its effective rate card",
        errors: { 404: "The partner runs no company, or the car is not one of the company's." },
        tags,
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
        summary:
          "Edit one of the partner's cars (a live car whose rates move over 30 % goes to review)",
        errors: {
          400: 'The input is not valid, the city is not one the company serves, or the default driver is not one of its drivers: `errors` names each field.',
          404: "The partner runs no company, or the car is not one of the company's.",
          409: 'The company is suspended, the car is archived, or another car has this registration number.',
        },
        tags,
        params: IdParamsSchema,
        body: CarBodySchema,
        response: { 200: PartnerCarChangeResponseSchema },
      },
    },
    async (request) => {
      const company = await companyThatMayChange(companies, request);
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
          (tx) => createFleetRepository(tx).update(company._id, request.params.id, request.body),
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
        summary: 'Mark a car available or not for customers, without changing anything else',
        errors: {
          404: "The partner runs no company, or the car is not one of the company's.",
          409: 'The company is suspended, or the car is archived.',
        },
        tags,
        params: IdParamsSchema,
        body: CarAvailabilityBodySchema,
        response: { 200: PartnerCarChangeResponseSchema },
      },
    },
    async (request) => {
      const company = await companyThatMayChange(companies, request);
      const { availability } = request.body;
      const car = orRefused(
        await audited(
          request,
          (tx) =>
            createFleetRepository(tx).setAvailability(company._id, request.params.id, availability),
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
        summary:
          "Archive one of the partner's cars: it leaves the fleet and the storefront for good",
        errors: {
          404: "The partner runs no company, or the car is not one of the company's.",
          409: 'The company is suspended.',
        },
        tags,
        params: IdParamsSchema,
        response: { 200: PartnerCarChangeResponseSchema },
      },
    },
    async (request) => {
      const company = await companyThatMayChange(companies, request);
      const car = await audited(
        request,
        (tx) => createFleetRepository(tx).archive(company._id, request.params.id),
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
        summary: 'Send a draft or suspended car to the operators for review',
        errors: {
          404: "The partner runs no company, or the car is not one of the company's.",
          409: 'The company is suspended, or the car is in review, live or archived.',
        },
        tags,
        params: IdParamsSchema,
        response: { 200: PartnerCarChangeResponseSchema },
      },
    },
    async (request) => {
      const company = await companyThatMayChange(companies, request);
      const car = orRefused(
        await audited(
          request,
          (tx) => createFleetRepository(tx).submit(company._id, request.params.id),
          {
            action: 'car.submit',
            rowId: request.params.id,
          },
        ),
      );
      return { success: true as const, ...said('car_submitted'), car };
    },
  );
};
