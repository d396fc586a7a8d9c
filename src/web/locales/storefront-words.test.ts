import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePoFile } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';
import { STOREFRONT_AREAS } from '../lib/i18n/areas.js';

const LOCALES = fileURLToPath(new URL('.', import.meta.url));
const config = getConfig({
  cwd: fileURLToPath(new URL('../../..', import.meta.url)),
  skipValidation: true,
});
const TRANSLATED = config.locales.filter((locale) => locale !== config.sourceLocale);

// The server draws a public page with every storefront area's messages loaded, the browser with
// those of the areas it has opened so far: a message that reads one way in one area and another
// way in the next would change its words as the browser takes the page over.
describe.each(TRANSLATED)('the storefront catalogues in %s', (language) => {
  it('give a message the same words in every area', () => {
    const seen = new Map<string, { area: string; text: string }>();
    const differences: string[] = [];
    for (const area of STOREFRONT_AREAS) {
      const file = parsePoFile(readFileSync(join(LOCALES, language, `${area}.po`), 'utf8'));
      for (const item of file.items) {
        const text = item.msgstr[0] ?? '';
        if (!item.msgid || text === '') continue;
        const key = `${item.msgctxt ?? ''}\u0004${item.msgid}`;
        const before = seen.get(key);
        if (before && before.text !== text)
          differences.push(`"${item.msgid}": ${before.area} "${before.text}", ${area} "${text}"`);
        else if (!before) seen.set(key, { area, text });
      }
    }
    expect(differences).toEqual([]);
  });
});
