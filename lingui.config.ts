import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The message catalogues: the web app's, one per area and language, so a page loads only the
 * messages of its own area (the home page's JavaScript budget counts its catalogue too); and the
 * server's e-mails (`mail`) and public pages' heads (`pages`), the last entries.
 * `npm run i18n:extract` writes the English messages from the source into every catalogue;
 * translators fill `te` and `hi` (src/web/locales/README.md).
 */
const web = (folder: string) => `<rootDir>/src/web/${folder}`;
const area = (name: string, folders: string[], leaveOut: string[] = []) => ({
  path: web(`locales/{locale}/${name}`),
  include: folders.map(web),
  exclude: [
    '**/*.test.*',
    ...leaveOut.map((path) =>
      path.endsWith('.ts') ? `**/src/web/${path}` : `**/src/web/${path}/**`,
    ),
  ],
});

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'te', 'hi'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    // Everything the first screen needs: the layout, shared pieces and the home page.
    area(
      'common',
      ['app.tsx', 'layout', 'components', 'lib', 'features/home'],
      [
        'components/booking',
        'components/console',
        'components/form',
        'lib/i18n/server-messages.ts',
        'lib/i18n/messages',
        'lib/i18n/driver-languages.ts',
      ],
    ),
    // What the API answers when something fails: fetched with the first page that can show such
    // an answer, never with the first screen, whose budget it would take.
    area('server-messages', ['lib/i18n/server-messages.ts', 'lib/i18n/messages']),
    // The languages drivers speak: for the car page, the customer's trip and the partner's drivers.
    area('driver-parts', ['lib/i18n/driver-languages.ts']),
    area('cars', ['features/cars', 'features/queries']),
    area('account', ['features/account']),
    area('listings', ['features/listings']),
    area('content', ['features/blogs', 'features/faqs']),
    area('info', ['features/info']),
    area('partner', ['partner']),
    area('ops', ['ops']),
    area('bookings', ['features/bookings']),
    // What the customer's trips and the partner's bookings both show (a quote, line by line):
    // loaded with either area, never with the first screen.
    area('booking-parts', ['components/booking']),
    // The working pieces of the partner portal and the operator console (page parts, form fields,
    // failures): loaded with either, never with the storefront.
    area('console-parts', ['components/console']),
    // The form pieces (field labels, the count of fields to correct) every area's forms share but
    // the home page's: loaded with the first page that has such a form.
    area('form-parts', ['components/form']),
    // The server's e-mails (docs/messages.md "E-mails"): their messages carry explicit ids, and
    // the server reads these catalogues as it starts (`src/server/modules/notifications`).
    {
      path: '<rootDir>/src/server/locales/{locale}/mail',
      include: ['<rootDir>/src/server/modules/notifications'],
      exclude: ['**/*.test.*'],
    },
    // The public pages' titles and descriptions as the server writes them into a page's head
    // for search engines and link previews (`src/server/modules/pages`).
    {
      path: '<rootDir>/src/server/locales/{locale}/pages',
      include: ['<rootDir>/src/server/modules/pages'],
      exclude: ['**/*.test.*'],
    },
  ],
});
