import type { FastifyRequest } from 'fastify';
import { IdParamsSchema } from '../../../shared/contracts/common.js';
import {
  type DriverBody,
  DriverBodySchema,
  type DriverUpdateBody,
  DriverUpdateBodySchema,
  PartnerDriverChangeResponseSchema,
  PartnerDriverListQuerySchema,
  PartnerDriverListResponseSchema,
  PartnerDriverResponseSchema,
} from '../../../shared/contracts/fleet.js';
import type { Database } from '../../db/client.js';
import { drivers as driverRows } from '../../db/schema/index.js';
import { currentUser } from '../../http/auth.js';
import { assertOwnUploads } from '../uploads/own-uploads.js';
import { conflict, type HttpError, notFound } from '../../http/errors.js';
import type { FeatureModule } from '../../http/types.js';
import { auditedWrite, type AuditedWrite } from '../audit/audited-write.js';
import { createCompaniesRepository } from '../companies/companies.repository.js';
import { companyOfRequest, companyThatMayChange, ownRecordFirst } from '../companies/policy.js';
import { createPersonalDataProtector } from '../users/personal-data.js';
import {
  createDriversRepository,
  type DriverRefusal,
  type DriversRepository,
  type DriverValues,
  type Refused,
} from './drivers.repository.js';
import { said } from '../../http/messages.js';

/**
 * Not kept in the audit log: the licence's keyed hash (the log shows the last 4, which say that
 * the licence changed, and nothing that could be matched against a number).
 */
const NOT_AUDITED = ['licence_hash'] as const;

function refusalError(refused: DriverRefusal): HttpError {
  switch (refused) {
    case 'driver_not_found':
      return notFound(refused);
    case 'driver_archived_read_only':
    case 'driver_licence_taken':
      return conflict(refused);
  }
}

function orRefused<T extends object>(outcome: T | Refused): T {
  if ('refused' in outcome) throw refusalError(outcome.refused);
  return outcome;
}

/** Everything of the body but the licence number, which is stored only protected. */
function valuesOf(body: DriverBody | DriverUpdateBody): DriverValues {
  const { licenceNumber: _licence, ...values } = body;
  return values;
}

/** docs/product/marketplace.md#drivers: the drivers of the signed-in partner's company. */
export const partnerDriversModule: FeatureModule = (app, { db, guards, config }) => {
  const drivers = createDriversRepository(db);
  const companies = createCompaniesRepository(db);
  // The licence number is kept as a keyed hash and its last 4, like an Aadhaar number (docs/product/storefront.md#aadhaar-and-pan).
  const personalData = createPersonalDataProtector(config.personalDataKey);
  const tags = ['partner'];
  const partnerOnly = guards.requireRole('partner', 'partner_only');
  const ownDriverFirst = ownRecordFirst(
    companies,
    (companyId, { id }) => drivers.exists(companyId, id!),
    'driver_not_found',
  );
  /**
   * A write of the company's drivers through a repository over its own transaction, with the
   * partner's audit entry in the same transaction (docs/product/marketplace.md#operator-console: every partner
   * write is in the audit log).
   */
  const audited = <T>(
    request: FastifyRequest,
    write: (driversInTransaction: DriversRepository) => Promise<T>,
    audit: Pick<AuditedWrite<T>, 'action' | 'rowId'>,
  ) =>
    auditedWrite(db, (tx: Database) => write(createDriversRepository(tx)), {
      actor: currentUser(request),
      recordType: 'driver',
      table: driverRows,
      omit: NOT_AUDITED,
      ...audit,
    });

  app.get(
    '/partner/drivers',
    {
      onRequest: partnerOnly,
      schema: {
        summary: "List the partner's drivers by name: those on the list, or the archived ones",
        errors: { 404: 'The partner runs no company.' },
        tags,
        querystring: PartnerDriverListQuerySchema,
        response: { 200: PartnerDriverListResponseSchema },
      },
    },
    async (request) => {
      const company = await companyOfRequest(companies, request);
      const archived = request.query.status === 'archived';
      return { success: true as const, drivers: await drivers.list(company._id, archived) };
    },
  );

  app.post(
    '/partner/drivers',
    {
      onRequest: partnerOnly,
      schema: {
        summary:
          "Add a driver to the partner's company (an archived driver with the licence returns)",
        errors: {
          404: 'The partner runs no company.',
          409: 'The company is suspended, or one of its drivers already has this licence.',
        },
        tags,
        body: DriverBodySchema,
        response: { 201: PartnerDriverChangeResponseSchema },
      },
    },
    async (request, reply) => {
      const company = await companyThatMayChange(companies, request);
      await assertOwnUploads(db, currentUser(request).id, [request.body.photo], 'photo');
      const driver = orRefused(
        await audited(
          request,
          (inTransaction) =>
            inTransaction.create(
              company._id,
              valuesOf(request.body),
              personalData.protectLicence(request.body.licenceNumber),
            ),
          { action: 'driver.create', rowId: (added) => added._id },
        ),
      );
      return reply.code(201).send({ success: true as const, ...said('driver_added'), driver });
    },
  );

  app.get(
    '/partner/drivers/:id',
    {
      onRequest: partnerOnly,
      schema: {
        summary: "Read one of the partner's drivers, the licence masked",
        errors: { 404: "The partner runs no company, or the driver is not one of the company's." },
        tags,
        params: IdParamsSchema,
        response: { 200: PartnerDriverResponseSchema },
      },
    },
    async (request) => {
      const company = await companyOfRequest(companies, request);
      const driver = await drivers.find(company._id, request.params.id);
      if (!driver) throw notFound('driver_not_found');
      return { success: true as const, driver };
    },
  );

  app.put(
    '/partner/drivers/:id',
    {
      onRequest: partnerOnly,
      preValidation: ownDriverFirst,
      schema: {
        summary:
          "Edit one of the partner's drivers (the masked licence sent back keeps the number)",
        errors: {
          404: "The partner runs no company, or the driver is not one of the company's.",
          409: 'The company is suspended, the driver is archived, or another of its drivers has this licence.',
        },
        tags,
        params: IdParamsSchema,
        body: DriverUpdateBodySchema,
        response: { 200: PartnerDriverChangeResponseSchema },
      },
    },
    async (request) => {
      const company = await companyThatMayChange(companies, request);
      const shown = await drivers.find(company._id, request.params.id);
      await assertOwnUploads(db, currentUser(request).id, [request.body.photo], 'photo', [
        shown?.photo ?? '',
      ]);
      const { licenceNumber } = request.body;
      const driver = orRefused(
        await audited(
          request,
          (inTransaction) =>
            inTransaction.update(
              company._id,
              request.params.id,
              valuesOf(request.body),
              licenceNumber === undefined ? undefined : personalData.protectLicence(licenceNumber),
            ),
          { action: 'driver.update', rowId: request.params.id },
        ),
      );
      return { success: true as const, ...said('driver_saved'), driver };
    },
  );

  app.delete(
    '/partner/drivers/:id',
    {
      onRequest: partnerOnly,
      schema: {
        summary: "Archive one of the partner's drivers; cars with them as default driver lose them",
        errors: {
          404: "The partner runs no company, or the driver is not one of the company's.",
          409: 'The company is suspended.',
        },
        tags,
        params: IdParamsSchema,
        response: { 200: PartnerDriverChangeResponseSchema },
      },
    },
    async (request) => {
      const company = await companyThatMayChange(companies, request);
      const driver = await audited(
        request,
        (inTransaction) => inTransaction.archive(company._id, request.params.id),
        { action: 'driver.archive', rowId: request.params.id },
      );
      if (!driver) throw notFound('driver_not_found');
      return { success: true as const, ...said('driver_archived'), driver };
    },
  );
};
