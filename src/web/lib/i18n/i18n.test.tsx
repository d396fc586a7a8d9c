import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { messageText } from '@shared/messages';
import { formattersFor } from './format';
import { changeLanguage, initialLanguage } from './i18n';
import { translateMessage } from './server-messages';

const TELUGU = /[\u0C00-\u0C7F]/;
const DEVANAGARI = /[\u0900-\u097F]/;

function openAt(search: string, languages: string[] = ['en-US']) {
  window.history.replaceState(null, '', `/${search}`);
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
}

afterEach(async () => {
  await changeLanguage('en');
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the language a visit opens in', () => {
  it('is the one in the address first, then the last choice, then the browser, then English', () => {
    openAt('?lang=hi', ['te-IN']);
    localStorage.setItem(STORAGE_KEYS.language, 'te');
    expect(initialLanguage()).toBe('hi');

    openAt('', ['hi-IN']);
    expect(initialLanguage()).toBe('te');

    localStorage.clear();
    expect(initialLanguage()).toBe('hi');

    openAt('?lang=fr', ['ta-IN', 'en-GB']);
    expect(initialLanguage()).toBe('en');
  });
});

describe('numbers, rupees and dates', () => {
  it('group by lakhs and crores in all three languages', () => {
    for (const tag of ['en-IN', 'te-IN', 'hi-IN']) {
      const format = formattersFor(tag);
      expect(format.rupees(12_500_000)).toBe('₹1,25,00,000');
      expect(format.number(150_000)).toBe('1,50,000');
    }
  });

  it('write dates in India time, in the reader’s language', () => {
    // 20:30 UTC is already the next day in India.
    const iso = '2026-03-01T20:30:00Z';
    expect(formattersFor('en-IN').date(iso)).toBe('2/3/2026');
    expect(formattersFor('en-IN').date(iso, { dateStyle: 'medium' })).toBe('2 Mar 2026');
    expect(formattersFor('te-IN').date(iso, { dateStyle: 'long' })).toMatch(TELUGU);
    expect(formattersFor('hi-IN').date(iso, { dateStyle: 'long' })).toMatch(DEVANAGARI);
    expect(formattersFor('hi-IN').date('not a date')).toBe('');
  });
});

describe('API and form messages', () => {
  it('are shown in the reader’s language by their code, with their values', async () => {
    const english = messageText('password_too_short', { min: 8 });
    expect(translateMessage(i18n, english, 'password_too_short')).toBe(english);

    await changeLanguage('te');
    const telugu = translateMessage(i18n, english, 'password_too_short');
    expect(telugu).toMatch(TELUGU);
    expect(telugu).toContain('8');

    await changeLanguage('hi');
    // A form rule carries only its English text: it is recognised by it.
    const hindi = translateMessage(i18n, messageText('mobile_invalid'));
    expect(hindi).toMatch(DEVANAGARI);
  });

  it('show a text they do not know as it came, and a network failure in words a person reads', async () => {
    await changeLanguage('hi');
    expect(translateMessage(i18n, 'Something only this server says', 'not_a_code')).toBe(
      'Something only this server says',
    );
    expect(translateMessage(i18n, 'Failed to fetch', 'network_error')).toMatch(DEVANAGARI);
  });
});
