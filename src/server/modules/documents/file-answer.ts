import type { FastifyReply } from 'fastify';
import type { DocumentFile } from './documents.repository.js';

/** RFC 8187's encoding of a header parameter (`filename*=UTF-8''…`): only attr-chars stay. */
const headerParameter = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * Served files are the partner's own scans, but their bytes came from outside: even if a browser
 * ever treated one as a page, the sandbox gives it an opaque origin with no script, so it cannot
 * act on our origin, and nothing may be fetched from it. Inline styles stay allowed: they are
 * how Chromium's own view of an image centres it and fits it to a phone's screen. Only this site
 * may frame it (the viewer's frame). Checked in Chromium 156: a PDF opens in its viewer inside a
 * frame of a page whose own policy forbids plugins (`object-src 'none'`), an image shows.
 */
const FILE_CONTENT_SECURITY_POLICY =
  "sandbox; default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'";

/** A document's file as its partner or an operator opens it: inline, never cached, sandboxed. */
export function sendDocumentFile(reply: FastifyReply, file: DocumentFile) {
  return (
    reply
      .type(file.mimeType)
      .header('Content-Disposition', `inline; filename*=UTF-8''${headerParameter(file.fileName)}`)
      // Personal papers: never kept by the browser or any cache between.
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', FILE_CONTENT_SECURITY_POLICY)
      .send(file.content)
  );
}
