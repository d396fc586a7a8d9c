/**
 * Documents answered as PDF downloads (tax invoices, credit notes, Saarthi's commission
 * invoices): how the API description shows them, and the headers every one is sent with.
 */
import type { FastifyReply } from 'fastify';
import type { RouteAnswer } from './route-docs.js';

/** How the API description shows a PDF download's answer. */
export function pdfAnswer(description: string): RouteAnswer {
  return {
    description,
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  };
}

/**
 * Sends a PDF as a download named `fileName`. A tax document names its customer or company:
 * never kept by a browser or a proxy.
 */
export function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
