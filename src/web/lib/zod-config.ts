import * as z from 'zod/mini';

// Zod probes whether it may compile validators with `new Function` when a schema is built; the
// page's Content Security Policy forbids eval, so the probe only ever logged a CSP violation
// (a Lighthouse best-practices failure,. Imported first by main.tsx, before any schema.
z.config({ jitless: true });
