import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminBlog, AdminFaq, AdminListings } from '@shared/contracts/content';
import { authToken } from '../../lib/storage';
import { mockApi, renderWithProviders } from '../../test/render';
import { ContentPage } from './content-page';

const operator = {
  body: {
    success: true,
    operator: { id: crypto.randomUUID(), name: 'Saarthi Operations', email: 'ops@saarthi.in' },
  },
};

function makeFaq(overrides: Partial<AdminFaq> = {}): AdminFaq {
  return {
    _id: crypto.randomUUID(),
    question: 'Is fuel included?',
    answer: 'Yes, in the per-km rate.',
    translations: {},
    position: 1,
    published: true,
    createdAt: '2026-10-01T09:00:00.000Z',
    ...overrides,
  };
}

function makeBlog(overrides: Partial<AdminBlog> = {}): AdminBlog {
  return {
    _id: crypto.randomUUID(),
    title: 'Araku in the rains',
    description: '## Where to stop\n\nTyda and **Borra Caves**.',
    image: null,
    translations: {},
    likes: 4,
    shares: 2,
    published: false,
    createdAt: '2026-10-01T09:00:00.000Z',
    ...overrides,
  };
}

const faqList = (faqs: AdminFaq[]) => ({ body: { success: true, faqs } });

function renderPage(route = '/ops/content') {
  authToken.set('operator-token');
  return renderWithProviders(<ContentPage />, { route, path: '/ops/content' });
}

describe('ContentPage: FAQs', () => {
  it('creates a FAQ as a draft, then publishes it', async () => {
    let faqs = [makeFaq()];
    const sent: unknown[] = [];
    const newId = crypto.randomUUID();
    const setPublished = (published: boolean) => {
      faqs = faqs.map((faq) => (faq._id === newId ? { ...faq, published } : faq));
      return faqs.find((faq) => faq._id === newId)!;
    };
    mockApi({
      'GET /api/admin/me': operator,
      'GET /api/admin/content/faqs': () => faqList(faqs),
      'POST /api/admin/content/faqs': ({ body, headers }) => {
        expect(headers.get('authorization')).toBe('Bearer operator-token');
        sent.push(body);
        const faq = makeFaq({ ...(body as Partial<AdminFaq>), _id: newId, published: false });
        faqs = [...faqs, faq];
        return {
          status: 201,
          body: {
            success: true,
            message: 'Saved as a draft: publish it to show it on the site',
            code: 'content_saved_draft',
            faq,
          },
        };
      },
      [`POST /api/admin/content/faqs/${newId}/publish`]: () => ({
        body: {
          success: true,
          message: 'Published: it shows on the site now',
          code: 'content_published',
          faq: setPublished(true),
        },
      }),
    });
    const user = userEvent.setup();
    renderPage();

    const existing = await screen.findByRole('article', { name: 'Is fuel included?' });
    expect(existing).toHaveTextContent('Published');
    expect(within(existing).getByRole('button', { name: 'Unpublish' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'New FAQ' }));
    const form = screen.getByRole('region', { name: 'New FAQ' });
    await user.type(within(form).getByRole('textbox', { name: 'Question' }), 'Can I pay in cash?');
    await user.type(
      within(form).getByRole('textbox', { name: 'Answer' }),
      'Yes.{Enter}Ask the driver for a receipt.',
    );
    // Placed after the last FAQ.
    expect(within(form).getByRole('spinbutton', { name: 'Position' })).toHaveValue(2);

    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Saved as a draft: publish it to show it on the site'),
    ).toBeVisible();
    expect(sent).toEqual([
      {
        question: 'Can I pay in cash?',
        answer: 'Yes.\nAsk the driver for a receipt.',
        position: 2,
        // No Telugu or Hindi written: nothing of either is sent.
        translations: { te: {}, hi: {} },
      },
    ]);
    expect(screen.queryByRole('region', { name: 'New FAQ' })).toBeNull();
    const draft = await screen.findByRole('article', { name: 'Can I pay in cash?' });
    expect(draft).toHaveTextContent('Draft');

    await user.click(within(draft).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published: it shows on the site now')).toBeVisible();
    await waitFor(() =>
      expect(within(draft).getByRole('button', { name: 'Unpublish' })).toBeVisible(),
    );
    expect(draft).toHaveTextContent('Published');
  });

  it('checks the form with the server rules before sending, and shows what the server refuses at its field', async () => {
    const posted = vi.fn();
    mockApi({
      'GET /api/admin/me': operator,
      'GET /api/admin/content/faqs': faqList([]),
      'POST /api/admin/content/faqs': ({ body }) => {
        posted(body);
        return {
          status: 400,
          body: {
            success: false,
            code: 'invalid_request',
            message: 'Invalid request',
            errors: [{ path: 'body.question', message: 'Must be at most 200 characters' }],
          },
        };
      },
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No FAQs yet' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'New FAQ' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Write the question')).toBeVisible();
    expect(screen.getByText('Write the answer')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('2 fields need correcting');
    expect(posted).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Question' }), 'Why?');
    await user.type(screen.getByRole('textbox', { name: 'Answer' }), 'Because.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be at most 200 characters')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Question' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('asks before deleting, and deletes only when confirmed', async () => {
    const faq = makeFaq({ question: 'Old question?' });
    let faqs = [faq];
    const deleted = vi.fn();
    mockApi({
      'GET /api/admin/me': operator,
      'GET /api/admin/content/faqs': () => faqList(faqs),
      [`DELETE /api/admin/content/faqs/${faq._id}`]: () => {
        deleted();
        faqs = [];
        return { body: { success: true, message: 'Deleted', code: 'content_deleted', faq } };
      },
    });
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Old question?' });

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete “Old question?”?' });
    expect(dialog).toHaveTextContent('It leaves the site at once and cannot be brought back');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deleted).not.toHaveBeenCalled();

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    dialog = screen.getByRole('dialog', { name: 'Delete “Old question?”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'No FAQs yet' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'New FAQ' })).toHaveFocus());
  });

  it('says why the list could not be loaded, with a way to try again', async () => {
    const logged = vi.mocked(console.error).mockImplementation(() => undefined);
    mockApi({
      'GET /api/admin/me': operator,
      'GET /api/admin/content/faqs': {
        status: 503,
        body: {
          success: false,
          code: 'service_unavailable',
          message: 'Service temporarily unavailable',
        },
      },
    });
    renderPage();
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('We could not load this content');
    expect(alert).toHaveTextContent('Service temporarily unavailable');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(logged).toHaveBeenCalled();
  });
});

describe('ContentPage: blogs', () => {
  it('previews the Markdown as readers will see it, with nothing of a script', async () => {
    mockApi({
      'GET /api/admin/me': operator,
      'GET /api/admin/content/blogs': { body: { success: true, blogs: [makeBlog()] } },
    });
    const user = userEvent.setup();
    renderPage('/ops/content?section=blogs');

    const card = await screen.findByRole('article', { name: 'Araku in the rains' });
    // The card shows the words, not the marks.
    expect(card).toHaveTextContent('Where to stop Tyda and Borra Caves.');
    expect(card).toHaveTextContent('Draft');

    await user.click(screen.getByRole('button', { name: 'New blog' }));
    const form = screen.getByRole('region', { name: 'New blog' });
    const text = within(form).getByRole('textbox', { name: 'Blog text' });
    await user.click(text);
    await user.paste(
      '## Packing list\n\n- Rain jacket\n- *Cash*\n\n<script>alert(1)</script>\n<img src=x onerror="alert(2)">\n\n[Plan it](javascript:alert(3))',
    );

    const preview = within(form).getByRole('region', { name: 'Preview' });
    expect(
      await within(preview).findByRole('heading', { level: 3, name: 'Packing list' }),
    ).toBeInTheDocument();
    expect(within(preview).getAllByRole('listitem')).toHaveLength(2);
    expect(within(preview).getByText('Cash').tagName).toBe('EM');
    expect(preview.querySelector('script, img')).toBeNull();
    expect(preview.innerHTML).not.toMatch(/alert|javascript:|onerror/);
    expect(within(preview).getByText('Plan it')).not.toHaveAttribute('href');

    // On a phone one pane shows at a time: the switch says which.
    const write = within(form).getByRole('button', { name: 'Write' });
    expect(write).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    expect(within(form).getByRole('button', { name: 'Preview' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(preview).not.toHaveClass('hidden');
  });

  it('uploads a cover picture, shows it, and saves its path with the blog', async () => {
    const sent: unknown[] = [];
    mockApi({
      'GET /api/admin/me': operator,
      'GET /api/admin/content/blogs': { body: { success: true, blogs: [] } },
      'POST /api/uploads': {
        status: 201,
        body: { success: true, car_image_url: '/uploads/cover.png' },
      },
      'POST /api/admin/content/blogs': ({ body }) => {
        sent.push(body);
        return {
          status: 201,
          body: {
            success: true,
            message: 'Saved as a draft: publish it to show it on the site',
            code: 'content_saved_draft',
            blog: makeBlog(body as Partial<AdminBlog>),
          },
        };
      },
    });
    const user = userEvent.setup();
    renderPage('/ops/content?section=blogs');
    await user.click(await screen.findByRole('button', { name: 'New blog' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Monsoon drives');
    await user.upload(
      screen.getByLabelText('Choose picture'),
      new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'Monsoon drives' })).toHaveAttribute(
      'src',
      '/uploads/cover.png',
    );
    await user.click(screen.getByRole('textbox', { name: 'Blog text' }));
    await user.paste('Green hills.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          title: 'Monsoon drives',
          description: 'Green hills.',
          image: '/uploads/cover.png',
          translations: { te: {}, hi: {} },
        },
      ]),
    );
  });
});

describe('ContentPage: listings', () => {
  it("shows the chosen kind's own fields, and sends a tour's lists as lists", async () => {
    const sent: unknown[] = [];
    const tour: AdminListings['tours'] = {
      _id: crypto.randomUUID(),
      title: 'Araku Valley',
      destination: 'Araku',
      duration: '2 Days / 1 Night',
      price: 5999,
      description: 'Hills and coffee.',
      image: '',
      includes: ['Cab with driver'],
      excludes: [],
      itinerary: [{ day: 1, description: 'Drive up.' }],
      translations: {},
      position: 0,
      published: true,
      createdAt: '2026-10-01T09:00:00.000Z',
    };
    mockApi({
      'GET /api/admin/me': operator,
      'GET /api/admin/content/listings/car-offers': { body: { success: true, listings: [] } },
      'GET /api/admin/content/listings/tours': { body: { success: true, listings: [tour] } },
      [`PUT /api/admin/content/listings/tours/${tour._id}`]: ({ body }) => {
        sent.push(body);
        return {
          body: {
            success: true,
            message: 'Changes saved',
            code: 'content_saved',
            listing: { ...tour, ...(body as object) },
          },
        };
      },
    });
    const user = userEvent.setup();
    renderPage('/ops/content?section=listings');
    expect(await screen.findByRole('heading', { name: 'None listed yet' })).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of listing' }), 'tours');
    const card = await screen.findByRole('article', { name: 'Araku Valley' });
    expect(card).toHaveTextContent('Araku · 2 Days / 1 Night · ₹5,999');

    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('region', { name: 'Edit tour package' });
    expect(within(form).getByRole('textbox', { name: /^Included/ })).toHaveValue('Cab with driver');
    await user.type(
      within(form).getByRole('textbox', { name: /^Included/ }),
      '{Enter}Toll charges',
    );
    await user.type(
      within(form).getByRole('textbox', { name: /^Day by day/ }),
      '{Enter}Borra Caves.',
    );
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      includes: ['Cab with driver', 'Toll charges'],
      excludes: [],
      itinerary: [
        { day: 1, description: 'Drive up.' },
        { day: 2, description: 'Borra Caves.' },
      ],
      price: 5999,
    });
  });
});

describe('ContentPage: home strips', () => {
  it('needs a picture, and lists each picture with its strip', async () => {
    const posted = vi.fn();
    mockApi({
      'GET /api/admin/me': operator,
      'GET /api/admin/content/home-strips': {
        body: {
          success: true,
          items: [
            {
              _id: crypto.randomUUID(),
              kind: 'offer',
              title: 'Monsoon offer',
              imageUrl: '/uploads/monsoon.png',
              translations: {},
              position: 2,
              published: true,
              createdAt: '2026-10-01T09:00:00.000Z',
            },
          ],
        },
      },
      'POST /api/admin/content/home-strips': () => {
        posted();
        return { status: 500, body: { success: false, message: 'Internal Server Error' } };
      },
    });
    const user = userEvent.setup();
    renderPage('/ops/content?section=home-strips');
    const card = await screen.findByRole('article', { name: 'Monsoon offer' });
    expect(card).toHaveTextContent('Strip: Offers · position 2');

    await user.click(screen.getByRole('button', { name: 'New home strip picture' }));
    const form = screen.getByRole('region', { name: 'New home strip picture' });
    expect(within(form).getByRole('combobox', { name: 'Strip' })).toHaveValue('featured');
    expect(within(form).getByRole('spinbutton', { name: 'Position' })).toHaveValue(3);
    await user.type(within(form).getByRole('textbox', { name: 'Description' }), 'Verified drivers');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Choose a picture')).toBeVisible();
    expect(posted).not.toHaveBeenCalled();
  });
});
