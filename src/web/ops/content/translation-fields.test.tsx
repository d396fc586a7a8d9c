import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminFaq } from '@shared/contracts/content';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { ContentPage } from './content-page';

const operator = {
  body: {
    success: true,
    operator: { id: crypto.randomUUID(), name: 'Saarthi Operations', email: 'ops@saarthi.in' },
  },
};

const faq: AdminFaq = {
  _id: crypto.randomUUID(),
  question: 'Is fuel included?',
  answer: 'Yes, in the per-km rate.',
  translations: { te: { question: 'ఇంధనం ధరలో కలిసి ఉందా?' } },
  position: 1,
  published: true,
  createdAt: '2026-10-01T09:00:00.000Z',
};

function renderPage() {
  authToken.set('operator-token');
  return renderWithProviders(<ContentPage />, { route: '/ops/content', path: '/ops/content' });
}

async function openEdit(user: ReturnType<typeof userEvent.setup>) {
  const card = await screen.findByRole('article', { name: 'Is fuel included?' });
  await user.click(within(card).getByRole('button', { name: 'Edit' }));
  return screen.getByRole('region', { name: 'Edit FAQ' });
}

describe('content forms in three languages', () => {
  it('shows the Telugu and Hindi words under their language and sends them with the edit', async () => {
    const sent: unknown[] = [];
    mockApi({
      'GET /api/admin/me': operator,
      'GET /api/admin/content/faqs': { body: { success: true, faqs: [faq] } },
      [`PUT /api/admin/content/faqs/${faq._id}`]: ({ body }) => {
        sent.push(body);
        return {
          body: { success: true, message: 'Changes saved', code: 'content_saved', faq },
        };
      },
    });
    const user = userEvent.setup();
    renderPage();
    const form = await openEdit(user);
    const languages = within(form).getByRole('group', { name: 'Language of the text' });
    expect(within(languages).getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(form).getByRole('textbox', { name: 'Question' })).toHaveValue(
      'Is fuel included?',
    );

    await user.click(within(languages).getByRole('button', { name: 'తెలుగు' }));
    const teluguQuestion = within(form).getByRole('textbox', { name: /^Question/ });
    expect(teluguQuestion).toHaveValue('ఇంధనం ధరలో కలిసి ఉందా?');
    expect(teluguQuestion).toHaveAttribute('lang', 'te');
    await user.type(
      within(form).getByRole('textbox', { name: /^Answer/ }),
      'అవును, కిలోమీటర్ ధరలో కలిసి ఉంది.',
    );

    await user.click(within(languages).getByRole('button', { name: 'हिन्दी' }));
    expect(within(form).getByRole('textbox', { name: /^Question/ })).toHaveValue('');
    await user.type(within(form).getByRole('textbox', { name: /^Question/ }), 'क्या ईंधन शामिल है?');

    // The English words are still there when switching back.
    await user.click(within(languages).getByRole('button', { name: 'English' }));
    expect(within(form).getByRole('textbox', { name: 'Question' })).toHaveValue(
      'Is fuel included?',
    );
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Changes saved')).toBeVisible();
    expect(sent).toEqual([
      {
        question: 'Is fuel included?',
        answer: 'Yes, in the per-km rate.',
        position: 1,
        translations: {
          te: {
            question: 'ఇంధనం ధరలో కలిసి ఉందా?',
            answer: 'అవును, కిలోమీటర్ ధరలో కలిసి ఉంది.',
          },
          hi: { question: 'क्या ईंधन शामिल है?' },
        },
      },
    ]);
  });

  it('holds a translation to the English limit and marks the language that needs correcting', async () => {
    mockApi({
      'GET /api/admin/me': operator,
      'GET /api/admin/content/faqs': { body: { success: true, faqs: [faq] } },
    });
    const user = userEvent.setup();
    renderPage();
    const form = await openEdit(user);
    const languages = within(form).getByRole('group', { name: 'Language of the text' });
    await user.click(within(languages).getByRole('button', { name: 'हिन्दी' }));
    const question = within(form).getByRole('textbox', { name: /^Question/ });
    // The box stops at the limit; a longer paste is refused by the same rule as English.
    expect(question).toHaveAttribute('maxLength', '200');
    question.removeAttribute('maxLength');
    await user.click(question);
    await user.paste('क'.repeat(201));
    await user.click(within(languages).getByRole('button', { name: 'English' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(
      await within(languages).findByRole('button', { name: /^हिन्दी\s*\(needs correcting\)$/ }),
    ).toBeVisible();
    await user.click(within(languages).getByRole('button', { name: /^हिन्दी/ }));
    expect(within(form).getByText('Must be at most 200 characters')).toBeVisible();
  });
});
