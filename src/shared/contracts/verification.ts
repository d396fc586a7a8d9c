/**
 * An operator's decisions on what partners submit (docs/product/marketplace.md#operator-console: verification
 * queues; "API paths": `POST /api/admin/companies/{id}/verify { decision, reason }`, and the same
 * for cars). A rejection carries the reason the partner sees.
 */
import * as z from 'zod/mini';
import { CATEGORIES } from '../constants.js';
import {
  BODY_TYPES,
  CAR_STATUSES,
  COMPANY_STATUSES,
  DRIVER_STATUSES,
} from '../partner-constants.js';
import { messageRef } from '../message-ref.js';
import { IdSchema, SaidFields, TimestampSchema } from './common.js';
import { RateCardSchema } from './cars.js';
import { PapersSchema } from './papers.js';
import { CompanyIdentityFields } from './partner.js';
import { PaperFields } from './documents.js';

export const VERIFY_REASON = { min: 5, max: 500 } as const;

export const VerifyBodySchema = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: messageRef('verify_decision_invalid') }),
    reason: z._default(
      z
        .string({ error: messageRef('verify_reason_required', { min: VERIFY_REASON.min }) })
        .check(
          z.trim(),
          z.maxLength(VERIFY_REASON.max, messageRef('max_chars', { max: VERIFY_REASON.max })),
        ),
      '',
    ),
  })
  .check(
    z.refine((body) => body.decision === 'approve' || body.reason.length >= VERIFY_REASON.min, {
      path: ['reason'],
      message: messageRef('verify_reason_required', { min: VERIFY_REASON.min }),
    }),
  );
export type VerifyBody = z.infer<typeof VerifyBodySchema>;

export const CompanyQueueQuerySchema = /* @__PURE__ */ z.object({
  status: z._default(z.enum(COMPANY_STATUSES), 'pending'),
});

export const AdminCompanySchema = /* @__PURE__ */ z.object({
  ...CompanyIdentityFields,
  status: z.enum(COMPANY_STATUSES),
  statusReason: z.string(),
  /** The company's own papers (its GST certificate): all valid before it can be verified. */
  papers: PapersSchema,
  createdAt: TimestampSchema,
});
export type AdminCompany = z.infer<typeof AdminCompanySchema>;

export const AdminCompanyListResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  companies: z.array(AdminCompanySchema),
});

export const AdminCompanyResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  ...SaidFields,
  company: AdminCompanySchema,
});

export const CarQueueQuerySchema = /* @__PURE__ */ z.object({
  status: z._default(z.enum(CAR_STATUSES), 'pending_review'),
});

/**
 * A car as an operator reviews it: what it is, what it charges and its photos; for a live car
 * sent back by a rate change, the rates it had before (docs/product/marketplace.md#partner-portal: rate changes
 * above 30 % need an operator's approval).
 */
export const AdminCarSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  carName: z.string(),
  carModel: z.string(),
  registrationNumber: z.nullable(z.string()),
  category: z.enum(CATEGORIES),
  city: z.string(),
  seater: z.int(),
  luggage: z.int(),
  ac: z.boolean(),
  fuelType: z.string(),
  bodyType: z.nullable(z.enum(BODY_TYPES)),
  /** The driver customers see on the car's page, and whether Saarthi has checked them. */
  defaultDriver: z.nullable(
    z.object({ _id: IdSchema, name: z.string(), status: z.enum(DRIVER_STATUSES) }),
  ),
  /** The photos the partner uploaded, the cover first; the cover or a drawing when none. */
  photos: z.array(z.string()),
  carImage: z.string(),
  /** The rates the car is priced at: its own, or its category's where it has none. */
  rates: RateCardSchema,
  /**
   * The change that sent a live car back to review: its rates before and since, and when. Null
   * for a new car, or when the change is not on record.
   */
  rateChange: z.nullable(
    z.object({ before: RateCardSchema, after: RateCardSchema, changedAt: TimestampSchema }),
  ),
  /**
   * The change to a live car's identity (registration, make, model, seats, fuel) that sent it
   * back to review: each field as it was and became. Null otherwise.
   */
  identityChange: z.nullable(
    z.object({
      fields: z.array(
        z.object({
          field: z.enum(['registrationNumber', 'carName', 'carModel', 'seater', 'fuelType']),
          before: z.string(),
          after: z.string(),
        }),
      ),
      changedAt: TimestampSchema,
    }),
  ),
  status: z.enum(CAR_STATUSES),
  statusReason: z.string(),
  /** RC, permit, fitness, insurance and PUC: all valid before the car can go live. */
  papers: PapersSchema,
  company: z.object({
    _id: IdSchema,
    travelsName: z.string(),
    status: z.enum(COMPANY_STATUSES),
  }),
  createdAt: TimestampSchema,
});
export type AdminCar = z.infer<typeof AdminCarSchema>;

export const AdminCarListResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  cars: z.array(AdminCarSchema),
});

export const AdminCarResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  ...SaidFields,
  car: AdminCarSchema,
});

export const DriverQueueQuerySchema = /* @__PURE__ */ z.object({
  status: z._default(z.enum(DRIVER_STATUSES), 'pending'),
});

/** A driver as an operator checks them: the licence's last 4 and expiry, never the number. */
export const AdminDriverSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  name: z.string(),
  age: z.int(),
  languages: z.array(z.string()),
  experienceYears: z.int(),
  licenceLast4: z.string(),
  licenceExpiresOn: z.string(),
  status: z.enum(DRIVER_STATUSES),
  statusReason: z.string(),
  /** The driving licence and police verification: both valid before the driver is verified. */
  papers: PapersSchema,
  company: z.object({ _id: IdSchema, travelsName: z.string(), city: z.string() }),
  createdAt: TimestampSchema,
});
export type AdminDriver = z.infer<typeof AdminDriverSchema>;

export const AdminDriverListResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  drivers: z.array(AdminDriverSchema),
});

export const AdminDriverResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  ...SaidFields,
  driver: AdminDriverSchema,
});

/**
 * The stored statuses an operator sets (`expired` is only ever read from the expiry date), or
 * `all` of them: a company's papers, for its page in the console.
 */
export const DOCUMENT_QUEUE_STATUSES = ['pending', 'valid', 'rejected', 'all'] as const;
export const DocumentQueueQuerySchema = /* @__PURE__ */ z.object({
  status: z._default(z.enum(DOCUMENT_QUEUE_STATUSES), 'pending'),
  /** One company's documents only (its page in the console). */
  companyId: z.optional(IdSchema),
});

/** A document as an operator checks it: what it is, whose, until when; its file is fetched apart. */
export const AdminDocumentSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  ...PaperFields,
  company: z.object({ _id: IdSchema, travelsName: z.string(), phone: z.string() }),
  /** The car or driver the paper is about; null for the company's own. */
  subject: z.nullable(
    z.object({ type: z.enum(['car', 'driver']), _id: IdSchema, name: z.string() }),
  ),
  createdAt: TimestampSchema,
});
export type AdminDocument = z.infer<typeof AdminDocumentSchema>;

export const AdminDocumentListResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  documents: z.array(AdminDocumentSchema),
});

export const AdminDocumentResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  ...SaidFields,
  document: AdminDocumentSchema,
});

/** Why an operator suspends a verified company: its partner reads it. */
export const SuspendBodySchema = /* @__PURE__ */ z.object({
  reason: z
    .string({ error: messageRef('suspend_reason_required', { min: VERIFY_REASON.min }) })
    .check(
      z.trim(),
      z.minLength(
        VERIFY_REASON.min,
        messageRef('suspend_reason_required', { min: VERIFY_REASON.min }),
      ),
      z.maxLength(VERIFY_REASON.max, messageRef('max_chars', { max: VERIFY_REASON.max })),
    ),
});
export type SuspendBody = z.infer<typeof SuspendBodySchema>;

/**
 * Why an operator gives a suspended company back its verification: the audit log keeps it; it
 * may go unsaid (the suspension's reason is cleared either way). No body at all is no reason.
 */
export const RestoreBodySchema = /* @__PURE__ */ z.nullish(
  z.object({
    reason: z._default(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(VERIFY_REASON.max, messageRef('max_chars', { max: VERIFY_REASON.max })),
        ),
      '',
    ),
  }),
);
export type RestoreBody = z.infer<typeof RestoreBodySchema>;
