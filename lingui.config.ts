import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The web app's message catalogues: one per area and language, so a page loads only the
 * messages of its own area (the home page's JavaScript budget counts its catalogue too).
 * `npm run i18n:extract` writes the English messages from the source into every catalogue;
 * translators fill `te` and `hi` (src/web/locales/README.md).
 */
const web = (folder: string) => `<rootDir>/src/web/${folder}`;

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'te', 'hi'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      // Everything the first screen needs: the layout, shared pieces and the home page.
      path: web('locales/{locale}/common'),
      include: [web('app.tsx'), web('layout'), web('components'), web('lib'), web('features/home'), web('features/site')],
    },
    { path: web('locales/{locale}/cars'), include: [web('features/cars'), web('features/queries')] },
    { path: web('locales/{locale}/account'), include: [web('features/account')] },
    { path: web('locales/{locale}/listings'), include: [web('features/listings')] },
    { path: web('locales/{locale}/content'), include: [web('features/blogs'), web('features/faqs')] },
    { path: web('locales/{locale}/info'), include: [web('features/info')] },
  ],
});
