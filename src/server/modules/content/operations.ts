import type { ErrorStatus } from '../../http/openapi.js';
import { CONTENT_KINDS, contentBasePath } from './content-kinds.js';

/**
 * The API description's entries of the content routes (`OPERATIONS` in http/openapi.ts), seven
 * per kind, written from the kinds so that a new kind is described with its routes.
 */
export const CONTENT_OPERATIONS: Record<
  string,
  { summary: string; errors?: Partial<Record<ErrorStatus, string>> }
> = Object.fromEntries(
  CONTENT_KINDS.flatMap((kind) => {
    const base = `/api${contentBasePath(kind)}`;
    const one = `${base}/{id}`;
    const missing = { 404: `No ${kind.noun} has this id.` };
    return [
      [`GET ${base}`, { summary: `List every ${kind.noun}, drafts included, in the site's order` }],
      [
        `POST ${base}`,
        {
          summary: `Create a ${kind.noun}: a draft unless the body says published: true`,
        },
      ],
      [`GET ${one}`, { summary: `Read one ${kind.noun}, published or not`, errors: missing }],
      [
        `PUT ${one}`,
        {
          summary: `Edit a ${kind.noun}; whether it is published stays as it was`,
          errors: missing,
        },
      ],
      [
        `POST ${one}/publish`,
        {
          summary: `Publish a ${kind.noun}: the site shows it from the next request`,
          errors: missing,
        },
      ],
      [
        `POST ${one}/unpublish`,
        {
          summary: `Unpublish a ${kind.noun}: the site stops showing it from the next request`,
          errors: missing,
        },
      ],
      [`DELETE ${one}`, { summary: `Delete a ${kind.noun} for good`, errors: missing }],
    ];
  }),
);
