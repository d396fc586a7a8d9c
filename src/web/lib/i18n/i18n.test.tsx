import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { messageRef } from '@shared/message-ref';
import { formattersFor } from './format';
import { changeLanguage, initialLanguage, loadArea } from './i18n';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import {
  COMPANY_BOOKING_TABLES,
  CUSTOMER_BOOKING_TABLES,
} from '../../components/booking/booking-messages';
import { STOREFRONT_MESSAGES } from './messages/storefront-messages';
import {
  MessageTables,
  translateMessage,
  useTranslateMessage,
  type MessageTable,
} from './server-messages';

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
  const tables = [STOREFRONT_MESSAGES];

  it('are shown in the reader’s language by their code, with their values', async () => {
    // As the API answers it.
    const answer = {
      message: 'Password must be at least 8 characters',
      code: 'password_too_short',
      params: { min: 8 },
    };
    expect(translateMessage(i18n, tables, answer)).toBe('Password must be at least 8 characters');

    await changeLanguage('te');
    const telugu = translateMessage(i18n, tables, answer);
    expect(telugu).toMatch(TELUGU);
    expect(telugu).toContain('8');

    await changeLanguage('hi');
    // A form rule carries a reference: its code, and its values.
    const hindi = translateMessage(i18n, tables, messageRef('password_too_long', { max: 72 }));
    expect(hindi).toMatch(DEVANAGARI);
    expect(hindi).toContain('72');
  });

  it('show an answer they have no words for as it came, and a network failure in words a person reads', async () => {
    await changeLanguage('hi');
    expect(
      translateMessage(i18n, tables, { message: 'Something only this server says', code: 'new' }),
    ).toBe('Something only this server says');
    expect(translateMessage(i18n, tables, 'Failed to fetch')).toBe('Failed to fetch');
    expect(translateMessage(i18n, [], { message: 'Failed', code: 'network_error' })).toMatch(
      DEVANAGARI,
    );
  });

  it('never show a rule’s code: a reference nobody has words for reads as an invalid value', () => {
    expect(translateMessage(i18n, [], messageRef('password_too_long', { max: 72 }))).toBe(
      'Invalid value',
    );
  });

  it('take the words of the working area around a component, before the generic ones', async () => {
    await loadArea('booking-parts');
    const Probe = ({ tables: own = [] as MessageTable[] }) => {
      const translate = useTranslateMessage(own);
      return <p>{translate({ message: 'Booking not found', code: 'booking_not_found' })}</p>;
    };
    const { rerender } = render(
      <I18nProvider i18n={i18n}>
        <MessageTables tables={COMPANY_BOOKING_TABLES}>
          <Probe />
        </MessageTables>
      </I18nProvider>,
    );
    expect(screen.getByText('Booking not found')).toBeInTheDocument();
    // A page's own tables come first: a customer reads of a trip, not a booking.
    rerender(
      <I18nProvider i18n={i18n}>
        <MessageTables tables={COMPANY_BOOKING_TABLES}>
          <Probe tables={CUSTOMER_BOOKING_TABLES} />
        </MessageTables>
      </I18nProvider>,
    );
    expect(screen.getByText('Trip not found')).toBeInTheDocument();
  });
});
