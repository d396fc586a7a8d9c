import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { changeLanguage } from '../lib/i18n/i18n';
import { useLanguagePreferenceSync } from '../lib/i18n/language-preference';
import { mockApi, renderWithProviders } from '../test/render';
import { LanguageInUrl } from './language-switch';
import { TopBar } from './top-bar';

const TELUGU = /[\u0C00-\u0C7F]/;
const DEVANAGARI = /[\u0900-\u097F]/;

function CurrentUrl() {
  const location = useLocation();
  return <p data-testid="url">{`${location.pathname}${location.search}`}</p>;
}

function LanguagePreference() {
  useLanguagePreferenceSync();
  return null;
}

function renderHeader(route = '/prime') {
  return renderWithProviders(
    <>
      <LanguagePreference />
      <TopBar />
      <LanguageInUrl />
      <CurrentUrl />
    </>,
    { route },
  );
}

afterEach(async () => {
  await changeLanguage('en');
  localStorage.clear();
  sessionStorage.clear();
});

describe('the language switch', () => {
  it('offers the three languages, each named in itself', () => {
    renderHeader();
    const select = screen.getByRole('combobox', { name: 'Language' });
    const options = [...(select as HTMLSelectElement).options];
    expect(options.map((option) => [option.value, option.textContent, option.lang])).toEqual([
      ['en', 'English', 'en-IN'],
      ['te', 'తెలుగు', 'te-IN'],
      ['hi', 'हिन्दी', 'hi-IN'],
    ]);
    expect(select).toHaveValue('en');
  });

  it('shows the page in Telugu, marks the document, remembers the choice and puts it in the address', async () => {
    renderHeader();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'te');

    const menu = await screen.findByRole('navigation', { name: TELUGU });
    expect(menu.textContent).toMatch(TELUGU);
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    expect(document.documentElement.lang).toBe('te-IN');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('te');
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('/prime?lang=te'));
  });

  it('moves on to Hindi and back to English, where the address needs no language', async () => {
    renderHeader('/FAQs');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'hi');
    expect(await screen.findByRole('navigation', { name: DEVANAGARI })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('/FAQs?lang=hi'));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: DEVANAGARI }), 'en');
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-IN');
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent(/^\/FAQs$/));
  });

  it("keeps a signed-in reader's language with their account", async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'token-123');
    const saved: unknown[] = [];
    mockApi({
      'PUT /api/user/language': ({ body, headers }) => {
        saved.push([body, headers.get('authorization')]);
        return { body: { success: true, language: (body as { language: string }).language } };
      },
    });
    renderHeader();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'hi');
    await screen.findByRole('navigation', { name: DEVANAGARI });
    // Once for the language the visit started in, once for the choice; not again per render.
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved).toEqual([
      [{ language: 'en' }, 'Bearer token-123'],
      [{ language: 'hi' }, 'Bearer token-123'],
    ]);
  });
});
