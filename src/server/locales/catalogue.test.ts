import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/constants.js';
import { readCatalogue, type CatalogueName } from './catalogue.js';

// docs/product/storefront.md#languages: a reader gets every e-mail and every page's title in the
// language they chose, so a message missing in Telugu or Hindi, or one that lost a value on the
// way, fails here.
const TRANSLATED = LANGUAGES.filter((language) => language !== 'en');

/** The `{places}` of a message; an ICU select's branches may leave some out, so it is not compared. */
const placesOf = (message: string) => [...new Set(message.match(/\{\w+\}/g) ?? [])].sort();
const isSelect = (message: string) => /\{\w+, select,/.test(message);

describe.each<[CatalogueName, number]>([
  ['mail', 50],
  ['pages', 40],
])('the %s catalogues', (name, atLeast) => {
  const english = readCatalogue(name, 'en');

  it('have English for every message', () => {
    expect(Object.keys(english).length).toBeGreaterThan(atLeast);
  });

  it.each(TRANSLATED)('have every message translated in %s, its places kept', (language) => {
    const translated = readCatalogue(name, language);
    const problems: string[] = [];
    for (const [id, message] of Object.entries(english)) {
      const translation = translated[id]?.trim() ?? '';
      if (translation === '') problems.push(`missing: ${id}`);
      else if (!isSelect(message) && placesOf(translation).join() !== placesOf(message).join())
        problems.push(`places differ: ${id}`);
    }
    expect(problems).toEqual([]);
    expect(Object.keys(translated).filter((id) => !(id in english))).toEqual([]);
  });
});
