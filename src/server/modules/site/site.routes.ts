import { SiteConfigSchema } from '../../../shared/contracts/site.js';
import type { FeatureModule } from '../../http/types.js';

/** GET /api/site: support contact, social links and whether Google sign-in is configured. */
export const siteModule: FeatureModule = (app, { config }) => {
  app.get(
    '/site',
    { schema: { tags: ['site'], response: { 200: SiteConfigSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return { ...config.site, googleClientId: config.google.clientId ?? null };
    },
  );
};
