import { SiteConfigSchema } from '../../../shared/contracts/site.js';
import type { FeatureModule } from '../../http/types.js';

/** GET /api/site: support contact, social links and whether Google sign-in is configured. */
export const siteModule: FeatureModule = (app, { config }) => {
  app.get(
    '/site',
    {
      schema: {
        summary: 'Read the support contacts, social links and the Google sign-in client id',
        errors: { 503: false },
        tags: ['site'],
        response: { 200: SiteConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return { ...config.site, googleClientId: config.google.clientId ?? null };
    },
  );
};
