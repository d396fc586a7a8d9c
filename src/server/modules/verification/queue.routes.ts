import type * as z from 'zod/mini';
import { IdParamsSchema } from '../../../shared/contracts/common.js';
import { type VerifyBody, VerifyBodySchema } from '../../../shared/contracts/verification.js';
import { type MessageCode } from '../../../shared/message-ref.js';
import { currentUser } from '../../http/auth.js';
import { conflict, notFound } from '../../http/errors.js';
import type { RouteDoc } from '../../http/route-docs.js';
import type { App, ServerContext } from '../../http/types.js';
import { isRecordId } from '../companies/policy.js';
import { papersMissingError } from '../documents/papers.js';
import { said } from '../../http/messages.js';
import type { DecisionRefusal } from './decision.js';

/** What one verification queue (companies, cars, drivers, documents) is made of. */
export interface VerificationQueue<Status extends string, Item, Name extends string> {
  /** The path segment and the answer's list property: `/admin/cars` answers `{ cars }`. */
  name: Name;
  /** The answer of one item: `{ company }`, `{ car }`. */
  itemName: string;
  querySchema: z.ZodMiniType<{ status: Status }>;
  listSchema: z.ZodMiniType;
  itemSchema: z.ZodMiniType;
  repository: {
    exists(id: string): Promise<boolean>;
    /** The items in one status; the whole query too, for a queue with more filters (documents). */
    list(status: Status, query: Record<string, unknown>): Promise<Item[]>;
    decide(
      id: string,
      body: VerifyBody,
      actor: { id: string; role: 'operator' },
    ): Promise<{ item: Item } | DecisionRefusal>;
  };
  messages: {
    notFound: MessageCode;
    notWaiting: MessageCode;
    approved: MessageCode;
    rejected: MessageCode;
  };
  /** The two routes' summaries and errors, in the queue's words. */
  docs: { list: RouteDoc; verify: RouteDoc };
}

/** What approving asks of a record that goes live on its papers (docs/product/verification.md). */
export const PAPERS_IN_ORDER =
  'Approving needs every paper valid and unexpired: otherwise 409 `papers_not_in_order`, with `errors` naming each paper that is not (`papers.<kind>`).';

/**
 * docs/product/marketplace.md#operator-console: a verification queue is a list of records in one status and a
 * decision on one of them (`POST …/{id}/verify { decision, reason }`), for operators only. Every
 * queue answers alike, so the console and other clients handle them the same way.
 */
export function registerVerificationQueue<Status extends string, Item, Name extends string>(
  app: App,
  { guards, writeRateLimit }: Pick<ServerContext, 'guards' | 'writeRateLimit'>,
  queue: VerificationQueue<Status, Item, Name>,
): void {
  const { repository, messages } = queue;
  const tags = ['admin'];
  const operatorOnly = guards.requireRole('operator');

  app.get(
    `/admin/${queue.name}`,
    {
      onRequest: operatorOnly,
      schema: {
        ...queue.docs.list,
        tags,
        querystring: queue.querySchema,
        response: { 200: queue.listSchema },
      },
    },
    async (request) => ({
      success: true as const,
      [queue.name]: await repository.list(
        (request.query as { status: Status }).status,
        request.query as Record<string, unknown>,
      ),
    }),
  );

  app.post(
    `/admin/${queue.name}/:id/verify`,
    {
      onRequest: operatorOnly,
      // An unknown record answers 404 before the body is read, like every route naming a record.
      preValidation: async (request) => {
        const { id } = request.params as { id: string };
        if (isRecordId(id) && !(await repository.exists(id))) throw notFound(messages.notFound);
      },
      config: { rateLimit: writeRateLimit },
      schema: {
        ...queue.docs.verify,
        tags,
        params: IdParamsSchema,
        body: VerifyBodySchema,
        response: { 200: queue.itemSchema },
      },
    },
    async (request) => {
      const { id } = request.params as { id: string };
      const body = request.body as VerifyBody;
      const outcome = await repository.decide(id, body, {
        id: currentUser(request).id,
        role: 'operator',
      });
      if ('refused' in outcome) {
        if (outcome.refused === 'not_found') throw notFound(messages.notFound);
        if (outcome.refused === 'papers_not_in_order') throw papersMissingError(outcome.papers);
        throw conflict(messages.notWaiting);
      }
      return {
        success: true as const,
        ...said(body.decision === 'approve' ? messages.approved : messages.rejected),
        [queue.itemName]: outcome.item,
      };
    },
  );
}
