import { getCatalogs, type CatalogType, type ExtractedCatalogType } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/product/storefront.md#languages: a message missing or empty in Telugu or Hindi fails here (the build
// fails too, but this says which), and so does a catalogue that is behind the source.
const root = fileURLToPath(new URL('../../..', import.meta.url));
const config = getConfig({ cwd: root, skipValidation: true });
const catalogs = await getCatalogs(config);
const TRANSLATED = config.locales.filter((locale) => locale !== config.sourceLocale);

/** The placeholders, tags and plural marks a translation must keep: `{name}`, `<0>`, `</0>`. */
function placesOf(message: string): string[] {
  const places = message.match(/\{\w+\}|<\/?\d+\/?>/g) ?? [];
  return [...new Set(places)].sort();
}

/** In an ICU plural `{count, plural, one {…} other {…}}` the inner texts are the message. */
const isPlural = (message: string) => /\{\w+, (plural|select|selectordinal),/.test(message);

describe.each(catalogs.map((catalog) => [catalog.path.split('/').at(-1)!, catalog] as const))(
  'the %s catalogue',
  (_area, catalog) => {
    let source: ExtractedCatalogType;
    let all: Record<string, CatalogType>;

    it('holds every message of the source, and no other', async () => {
      source = (await catalog.collect())!;
      all = await catalog.readAll();
      const live = (locale: string) =>
        Object.keys(all[locale]!)
          .filter((id) => !all[locale]![id]!.obsolete)
          .sort();
      expect(live('en'), 'run npm run i18n:extract').toEqual(Object.keys(source).sort());
    });

    it.each(TRANSLATED)(
      'has every message translated in %s, its placeholders kept',
      async (locale) => {
        all ??= await catalog.readAll();
        const problems: string[] = [];
        for (const [id, english] of Object.entries(all.en!)) {
          if (english.obsolete) continue;
          const sourceText = english.message ?? english.translation ?? id;
          const translation = all[locale]![id]?.translation?.trim() ?? '';
          if (translation === '') {
            problems.push(`missing: "${sourceText}"`);
          } else if (
            !isPlural(sourceText) &&
            placesOf(translation).join() !== placesOf(sourceText).join()
          ) {
            problems.push(`placeholders differ: "${sourceText}" -> "${translation}"`);
          }
        }
        expect(problems).toEqual([]);
      },
    );
  },
);
