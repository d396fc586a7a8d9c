import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Faq } from '@shared/contracts/faqs';
import { changeLanguage } from '../../lib/i18n/i18n';
import { mockApi, renderWithProviders } from '../../test/render';
import { FaqsPage } from './faqs-page';

const faq = (n: number, overrides: Partial<Faq> = {}): Faq => ({
  _id: `6a1f0c52-7d2b-4c1e-9f7a-3b2f1e0d9c8${n}`,
  question: `Question ${n}?`,
  answer: `Answer ${n}`,
  inEnglish: [],
  ...overrides,
});

describe('FaqsPage', () => {
  it('titles the page with the product name and loads FAQs', async () => {
    mockApi({ 'GET /api/faqs': { body: [faq(1), faq(2)] } });
    renderWithProviders(<FaqsPage />, { route: '/FAQs' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Saarthi — General FAQs' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Loading FAQs…')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Question 1?' })).toBeInTheDocument();
  });

  it('opens one answer at a time and closes the open one on a second click', async () => {
    mockApi({ 'GET /api/faqs': { body: [faq(1, { answer: 'Line one\nLine two' }), faq(2)] } });
    const user = userEvent.setup();
    renderWithProviders(<FaqsPage />, { route: '/FAQs' });
    const first = await screen.findByRole('button', { name: 'Question 1?' });
    const second = screen.getByRole('button', { name: 'Question 2?' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: /Question/ })).not.toBeInTheDocument();

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'Question 1?' });
    expect(first).toHaveAttribute('aria-controls', answer.id);
    const text = answer.querySelector('p')!;
    expect(text.textContent).toBe('Line one\nLine two');
    expect(text).toHaveClass('whitespace-pre-line');

    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('region', { name: /Question/ })).toHaveLength(1);

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: /Question/ })).not.toBeInTheDocument();
  });

  it('logs a failed load and shows a friendly empty text', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      'GET /api/faqs': { status: 500, body: { success: false, message: 'Internal Server Error' } },
    });
    renderWithProviders(<FaqsPage />, { route: '/FAQs' });
    expect(await screen.findByText('No FAQs to show right now.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to load FAQs', expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('in the reader language', () => {
    afterEach(() => changeLanguage('en'));

    it('asks again when the language changes, and marks an answer still in English', async () => {
      const asked: string[] = [];
      mockApi({
        'GET /api/faqs': ({ url }) => {
          const lang = url.searchParams.get('lang') ?? '';
          asked.push(lang);
          return {
            body:
              lang === 'te'
                ? [
                    faq(1, {
                      question: 'డ్రైవర్ ఉంటారా?',
                      answer: 'Yes, always.',
                      inEnglish: ['answer'],
                    }),
                  ]
                : [faq(1, { question: 'Is there a driver?', answer: 'Yes, always.' })],
          };
        },
      });
      const user = userEvent.setup();
      renderWithProviders(<FaqsPage />, { route: '/FAQs' });
      await user.click(await screen.findByRole('button', { name: 'Is there a driver?' }));
      expect(screen.getByText('Yes, always.')).not.toHaveAttribute('lang');
      expect(screen.queryByText('In English')).not.toBeInTheDocument();

      await act(() => changeLanguage('te'));
      const question = await screen.findByRole('button', { name: 'డ్రైవర్ ఉంటారా?' });
      expect(asked).toEqual(['en', 'te']);
      expect(question).toHaveAttribute('aria-expanded', 'true');
      expect(question.querySelector('span')).not.toHaveAttribute('lang');
      // Still open (the same FAQ), now with the Telugu question. The answer is English on a Telugu page: said so, and marked for screen readers.
      expect(screen.getByText('Yes, always.')).toHaveAttribute('lang', 'en');
      // The note's words come with the page's own catalogue; either way it is there.
      expect(screen.getByText(/^(ఆంగ్లంలో|In English)$/)).toBeVisible();
    });
  });
});
