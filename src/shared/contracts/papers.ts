/**
 * The papers a company, car or driver must have valid before it goes live, as a checklist: the
 * operator's verification screens and the partner's car, driver and company pages show the same
 * one (docs/product/verification.md).
 */
import * as z from 'zod/mini';
import { DOCUMENT_KIND_LIST, PAPER_STATES, type DocumentKind } from '../partner-constants.js';

export const PaperSchema = /* @__PURE__ */ z.object({
  kind: z.enum(DOCUMENT_KIND_LIST as [DocumentKind, ...DocumentKind[]]),
  state: z.enum(PAPER_STATES),
  /**
   * A valid paper's expiry (the latest of its valid copies); for any other state the newest
   * upload's; null when none is uploaded or the kind does not expire.
   */
  expiresOn: z.nullable(z.string()),
});
export type Paper = z.infer<typeof PaperSchema>;

/** Every required paper of one subject, in the order of `DOCUMENT_KINDS`. */
export const PapersSchema = /* @__PURE__ */ z.array(PaperSchema);

/** The papers that keep a subject from going live. */
export const papersNotInOrder = (papers: readonly Paper[]) =>
  papers.filter((paper) => paper.state !== 'valid');

export const PapersResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  papers: PapersSchema,
});
export type PapersResponse = z.infer<typeof PapersResponseSchema>;
