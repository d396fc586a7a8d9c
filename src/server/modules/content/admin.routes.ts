import type { FastifyRequest } from 'fastify';
import { IdParamsSchema } from '../../../shared/contracts/common.js';
import { currentUser } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import type { App, FeatureModule, ServerContext } from '../../http/types.js';
import { isRecordId } from '../companies/policy.js';
import { CONTENT_KINDS, contentBasePath, type ContentKind } from './content-kinds.js';
import { createContentRepository } from './content.repository.js';
import { said } from '../../http/messages.js';

/**
 * docs/product/marketplace.md#content. For each kind (FAQs, blogs, the six listings, the home
 * strips), operators list every record, drafts included, create one (a draft unless the body says
 * `published: true`), read, edit, publish, unpublish and delete it. Every write is in the audit
 * log, in its own transaction; the storefront shows only what is published.
 */
export const adminContentModule: FeatureModule = (app, context) => {
  for (const kind of CONTENT_KINDS) registerContentKind(app, context, kind);
};

function registerContentKind(
  app: App,
  { db, guards, writeRateLimit }: Pick<ServerContext, 'db' | 'guards' | 'writeRateLimit'>,
  kind: ContentKind,
): void {
  const repository = createContentRepository(db, kind);
  const base = contentBasePath(kind);
  const tags = ['admin'];
  const onRequest = guards.requireRole('operator');
  const missing = () => notFound(kind.notFound);
  const actorOf = (request: FastifyRequest) => ({
    id: currentUser(request).id,
    role: 'operator' as const,
  });
  const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
  // An unknown record answers 404 before its body is read, like every route naming a record.
  const knownRecord = async (request: FastifyRequest) => {
    const id = idOf(request);
    if (isRecordId(id) && !(await repository.exists(id))) throw missing();
  };
  const write = { onRequest, config: { rateLimit: writeRateLimit } };
  const noun = kind.noun;
  const errors = { 404: `No ${noun} has this id.` };

  app.get(
    base,
    {
      onRequest,
      schema: {
        summary: `List every ${noun}, drafts included, in the site's order`,
        tags,
        response: { 200: kind.answers.list },
      },
    },
    async () => ({ success: true as const, [kind.listName]: await repository.list() }),
  );

  app.post(
    base,
    {
      ...write,
      schema: {
        summary: `Create a ${noun}: a draft unless the body says published: true`,
        tags,
        body: kind.createBodySchema,
        response: { 201: kind.answers.change },
      },
    },
    async (request, reply) => {
      const body = request.body as { published?: boolean };
      const item = await repository.create(body, actorOf(request));
      return reply.code(201).send({
        success: true as const,
        ...said(body.published ? 'content_saved_published' : 'content_saved_draft'),
        [kind.itemName]: item,
      });
    },
  );

  app.get(
    `${base}/:id`,
    {
      onRequest,
      schema: {
        summary: `Read one ${noun}, published or not`,
        errors,
        tags,
        params: IdParamsSchema,
        response: { 200: kind.answers.one },
      },
    },
    async (request) => {
      const item = await repository.findById(idOf(request));
      if (!item) throw missing();
      return { success: true as const, [kind.itemName]: item };
    },
  );

  app.put(
    `${base}/:id`,
    {
      ...write,
      preValidation: knownRecord,
      schema: {
        summary: `Edit a ${noun}; whether it is published stays as it was`,
        errors,
        tags,
        params: IdParamsSchema,
        body: kind.bodySchema,
        response: { 200: kind.answers.change },
      },
    },
    async (request) => {
      const outcome = await repository.update(idOf(request), request.body, actorOf(request));
      if (!outcome) throw missing();
      return {
        success: true as const,
        ...said('content_saved'),
        [kind.itemName]: outcome.item,
      };
    },
  );

  for (const published of [true, false]) {
    app.post(
      `${base}/:id/${published ? 'publish' : 'unpublish'}`,
      {
        ...write,
        schema: {
          summary: published
            ? `Publish a ${noun}: the site shows it from the next request`
            : `Unpublish a ${noun}: the site stops showing it from the next request`,
          errors,
          tags,
          params: IdParamsSchema,
          response: { 200: kind.answers.change },
        },
      },
      async (request) => {
        const outcome = await repository.setPublished(idOf(request), published, actorOf(request));
        if (!outcome) throw missing();
        return {
          success: true as const,
          // Asked twice (two operators at once), the second finds it so already: the same answer.
          ...said(published ? 'content_published' : 'content_unpublished'),
          [kind.itemName]: outcome.item,
        };
      },
    );
  }

  app.delete(
    `${base}/:id`,
    {
      ...write,
      schema: {
        summary: `Delete a ${noun} for good`,
        errors,
        tags,
        params: IdParamsSchema,
        response: { 200: kind.answers.change },
      },
    },
    async (request) => {
      const item = await repository.remove(idOf(request), actorOf(request));
      if (!item) throw missing();
      return {
        success: true as const,
        ...said('content_deleted'),
        [kind.itemName]: item,
      };
    },
  );
}
