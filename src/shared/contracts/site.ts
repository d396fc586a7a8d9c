import * as z from 'zod/mini';

/** Support details and public settings from server configuration (docs/product/storefront.md#help-desk). */
export const SiteConfigSchema = /* @__PURE__ */ z.object({
  supportPhone: z.string(),
  supportEmail: z.string(),
  officeAddress: z.string(),
  social: z.object({
    facebook: z.string(),
    instagram: z.string(),
    twitter: z.string(),
    youtube: z.string(),
    linkedin: z.string(),
  }),
  /** Null when Google sign-in is not configured. */
  googleClientId: z.nullable(z.string()),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;

export const HealthResponseSchema = /* @__PURE__ */ z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
});

/** Liveness: the process answers. */
export const LivenessResponseSchema = /* @__PURE__ */ z.object({ status: z.literal('ok') });

/** Readiness: send this instance work? Not while the database is down or while it drains. */
export const ReadinessResponseSchema = /* @__PURE__ */ z.object({
  status: z.enum(['ready', 'unavailable', 'draining']),
  database: z.enum(['up', 'down', 'unchecked']),
});
