import * as z from 'zod/mini';

// STYLE: the web side reads only VITE_ keys, parsed once.
const WebEnvSchema = z.object({
  /** Backend base address (docs/product/storefront.md#api-calls {base}); empty means the same origin as the page. */
  VITE_API_BASE_URL: z.pipe(
    z._default(z.string(), ''),
    z.transform((value) => value.replace(/\/+$/, '')),
  ),
});

export const env = WebEnvSchema.parse(import.meta.env);
