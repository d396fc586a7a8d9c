import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Blog } from '@shared/contracts/blogs';
import { mockApi, renderWithProviders } from '../../test/render';
import { BlogPage } from './blog-page';
import { BlogsPage } from './blogs-page';

const ID_1 = '6a1f0c52-7d2b-4c1e-9f7a-3b2f1e0d9c81';
const ID_2 = '6a1f0c52-7d2b-4c1e-9f7a-3b2f1e0d9c82';

function makeBlog(overrides: Partial<Blog> = {}): Blog {
  return {
    _id: ID_1,
    title: 'Monsoon drive to Araku',
    description: 'Coffee estates, tunnels and waterfalls.\nA day trip from Visakhapatnam.',
    image: '/uploads/araku.png',
    likes: 3,
    liked: false,
    shares: 4,
    createdAt: '2026-03-01T10:00:00.000Z',
    inEnglish: [],
    ...overrides,
  };
}

function card(title: string) {
  return screen.getByRole('heading', { name: title }).closest('article')!;
}

describe('BlogsPage', () => {
  it("asks in the reader's language and marks a text that is still in English", async () => {
    const asked: (string | null)[] = [];
    mockApi({
      'GET /api/blogs/all': ({ url }) => {
        asked.push(url.searchParams.get('lang'));
        return {
          body: [
            makeBlog({ title: 'Translated title', inEnglish: ['description'] }),
            makeBlog({ _id: ID_2, title: 'All in the language' }),
          ],
        };
      },
    });
    renderWithProviders(<BlogsPage />, { route: '/blogs' });
    await screen.findByRole('heading', { name: 'Translated title' });
    const marked = within(card('Translated title'));
    expect(asked).toEqual(['en']);
    expect(marked.getByRole('heading', { level: 2 })).not.toHaveAttribute('lang');
    expect(marked.getByText(/Coffee estates/)).toHaveAttribute('lang', 'en');
    expect(marked.getByText('In English')).toBeVisible();
    const plain = card('All in the language');
    expect(within(plain).queryByText('In English')).toBeNull();
    expect(within(plain).getByText(/Coffee estates/)).not.toHaveAttribute('lang');
  });

  it('shows "No blogs found." when there are none', async () => {
    mockApi({ 'GET /api/blogs/all': { body: [] } });
    renderWithProviders(<BlogsPage />, { route: '/blogs' });
    expect(screen.getByRole('heading', { level: 1, name: 'Latest Blogs' })).toBeInTheDocument();
    expect(screen.getByText('Inspiration & Stories, Just Like the Gram')).toBeInTheDocument();
    expect(await screen.findByText('No blogs found.')).toBeInTheDocument();
  });

  it('logs a failed load and shows the empty list', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      'GET /api/blogs/all': {
        status: 500,
        body: { success: false, message: 'Internal Server Error' },
      },
    });
    renderWithProviders(<BlogsPage />, { route: '/blogs' });
    expect(await screen.findByText('No blogs found.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to load blogs', expect.anything());
  });

  it('renders cards with a clamped description, local date, link and staggered animation', async () => {
    localStorage.setItem('auth-token', 'token-1');
    mockApi({
      'GET /api/blogs/all': ({ headers }) => {
        expect(headers.get('authorization')).toBe('Bearer token-1');
        return {
          body: [makeBlog(), makeBlog({ _id: ID_2, title: 'Street food of Guntur', image: null })],
        };
      },
    });
    renderWithProviders(<BlogsPage />, { route: '/blogs' });
    await screen.findByRole('heading', { name: 'Monsoon drive to Araku' });

    const first = card('Monsoon drive to Araku');
    expect(within(first).getByRole('link', { name: 'Monsoon drive to Araku' })).toHaveAttribute(
      'href',
      `/blogs/${ID_1}`,
    );
    expect(within(first).getByText(/Coffee estates/)).toHaveClass('line-clamp-3');
    expect(
      // Dates are written in the reader's language (English here: en-IN) and India's time zone.
      within(first).getByText(
        new Date('2026-03-01T10:00:00.000Z').toLocaleDateString('en-IN', {
          timeZone: 'Asia/Kolkata',
        }),
      ),
    ).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Monsoon drive to Araku' })).toHaveAttribute(
      'src',
      '/uploads/araku.png',
    );

    const second = card('Street food of Guntur');
    expect(within(second).queryByRole('img')).not.toBeInTheDocument();
    expect(first.style.animationDelay).toBe('0s');
    expect(second.style.animationDelay).toBe('0.1s');
    expect(first).toHaveClass('motion-safe:animate-fade-up');
  });

  it('takes the liked flag and count from the server answer', async () => {
    localStorage.setItem('auth-token', 'token-1');
    mockApi({
      'GET /api/blogs/all': { body: [makeBlog({ likes: 3 })] },
      'PATCH /api/blogs/like/6a1f0c52-7d2b-4c1e-9f7a-3b2f1e0d9c81': ({ headers }) => {
        expect(headers.get('authorization')).toBe('Bearer token-1');
        return { body: { success: true, liked: true, likes: 7 } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<BlogsPage />, { route: '/blogs' });
    const like = await screen.findByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    const unlike = await screen.findByRole('button', { name: 'Unlike' });
    expect(unlike).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('like-count')).toHaveTextContent('7 likes');
  });

  it('toasts "Failed to like blog" and keeps the count when the like fails', async () => {
    localStorage.setItem('auth-token', 'token-1');
    mockApi({
      'GET /api/blogs/all': { body: [makeBlog({ likes: 3 })] },
      'PATCH /api/blogs/like/6a1f0c52-7d2b-4c1e-9f7a-3b2f1e0d9c81': {
        status: 500,
        body: { success: false, message: 'Internal Server Error' },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<BlogsPage />, { route: '/blogs' });
    await user.click(await screen.findByRole('button', { name: 'Like' }));
    expect(await screen.findByText('Failed to like blog')).toBeInTheDocument();
    expect(screen.getByTestId('like-count')).toHaveTextContent('3 likes');
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks a signed-out reader to log in instead of liking, with a way to /user', async () => {
    const api = mockApi({ 'GET /api/blogs/all': { body: [makeBlog()] } });
    const user = userEvent.setup();
    renderWithProviders(<BlogsPage />, { route: '/blogs', path: '/blogs' });
    await user.click(await screen.findByRole('button', { name: 'Like' }));
    expect(await screen.findByText('Please log in to like blogs')).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
  });

  it('raises the share count at once, opens the modal with the link, and rolls back on failure', async () => {
    let answer!: (value: { status: number; body: unknown }) => void;
    mockApi({
      'GET /api/blogs/all': { body: [makeBlog({ shares: 4 })] },
      'PATCH /api/blogs/share/6a1f0c52-7d2b-4c1e-9f7a-3b2f1e0d9c81': () =>
        new Promise((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    renderWithProviders(<BlogsPage />, { route: '/blogs' });
    await user.click(await screen.findByRole('button', { name: 'Share' }));

    expect(screen.getByTestId('share-count')).toHaveTextContent('5 shares');
    const dialog = screen.getByRole('dialog', { name: 'Share this Blog' });
    expect(within(dialog).getByLabelText('Blog link')).toHaveValue(
      `${window.location.origin}/blogs/${ID_1}`,
    );
    expect(within(dialog).getByLabelText('Blog link')).toHaveAttribute('readonly');

    answer({ status: 500, body: { success: false, message: 'Internal Server Error' } });
    expect(await screen.findByText('Failed to update share')).toBeInTheDocument();
    expect(screen.getByTestId('share-count')).toHaveTextContent('4 shares');
  });

  it("keeps the server's share count when the share is counted", async () => {
    mockApi({
      'GET /api/blogs/all': { body: [makeBlog({ shares: 4 })] },
      'PATCH /api/blogs/share/6a1f0c52-7d2b-4c1e-9f7a-3b2f1e0d9c81': {
        body: { success: true, shares: 5 },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<BlogsPage />, { route: '/blogs' });
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('share-count')).toHaveTextContent('5 shares'));
  });

  it('copies the link, reports a failed copy, and closes on Escape', async () => {
    mockApi({
      'GET /api/blogs/all': { body: [makeBlog()] },
      'PATCH /api/blogs/share/6a1f0c52-7d2b-4c1e-9f7a-3b2f1e0d9c81': {
        body: { success: true, shares: 5 },
      },
    });
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithProviders(<BlogsPage />, { route: '/blogs' });
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/blogs/${ID_1}`);
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();

    writeText.mockRejectedValueOnce(new Error('Denied'));
    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(await screen.findByText('Failed to copy link.')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('BlogPage', () => {
  it('shows the whole blog with its paragraphs and a way back', async () => {
    mockApi({ [`GET /api/blogs/${ID_1}`]: { body: { success: true, blog: makeBlog() } } });
    renderWithProviders(<BlogPage />, { route: `/blogs/${ID_1}`, path: '/blogs/:id' });
    expect(screen.getByText('Loading blog…')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Monsoon drive to Araku' }),
    ).toBeInTheDocument();
    // A plain text from before Markdown keeps its line break.
    const text = screen.getByText(/Coffee estates/);
    expect(text.tagName).toBe('P');
    expect(text).toHaveTextContent(
      'Coffee estates, tunnels and waterfalls. A day trip from Visakhapatnam.',
    );
    expect(text.querySelector('br')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'All blogs' })).toHaveAttribute('href', '/blogs');
    expect(screen.getByRole('button', { name: 'Like' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it("renders the team's Markdown, and nothing of a script written in it", async () => {
    const description =
      '## What to pack\n\n- Rain jacket\n- **Cash** for the dhabas\n\n<script>alert(1)</script>\n\n[Plan it](javascript:alert(2))';
    mockApi({
      [`GET /api/blogs/${ID_1}`]: { body: { success: true, blog: makeBlog({ description }) } },
    });
    const { container } = renderWithProviders(<BlogPage />, {
      route: `/blogs/${ID_1}`,
      path: '/blogs/:id',
    });
    // One level below the page's title (h1), as every heading of the text.
    expect(await screen.findByRole('heading', { level: 3, name: 'What to pack' })).toBeVisible();
    const article = screen.getByRole('article');
    expect(within(article).getByText('Cash').tagName).toBe('STRONG');
    expect(within(article).getByText('Rain jacket').closest('ul')).not.toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toMatch(/alert|javascript:/);
    expect(within(article).getByText('Plan it')).not.toHaveAttribute('href');
  });

  it('shows a card only the words of its Markdown', async () => {
    mockApi({
      'GET /api/blogs/all': {
        body: [makeBlog({ description: '## Araku\n\n**Coffee** and [caves](https://x.example).' })],
      },
    });
    renderWithProviders(<BlogsPage />, { route: '/blogs' });
    const card = (await screen.findByRole('heading', { name: 'Monsoon drive to Araku' })).closest(
      'article',
    )!;
    expect(within(card).getByText(/Coffee/)).toHaveTextContent(/^Araku\s+Coffee and caves\.$/);
  });

  it('says "Blog not found." for an unknown blog', async () => {
    mockApi({
      [`GET /api/blogs/${ID_2}`]: {
        status: 404,
        body: { success: false, message: 'Blog not found' },
      },
    });
    renderWithProviders(<BlogPage />, { route: `/blogs/${ID_2}`, path: '/blogs/:id' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Blog not found.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all blogs' })).toHaveAttribute(
      'href',
      '/blogs',
    );
  });

  it('updates the share count on the blog page too', async () => {
    mockApi({
      [`GET /api/blogs/${ID_1}`]: { body: { success: true, blog: makeBlog({ shares: 9 }) } },
      [`PATCH /api/blogs/share/${ID_1}`]: { body: { success: true, shares: 10 } },
    });
    const user = userEvent.setup();
    renderWithProviders(<BlogPage />, { route: `/blogs/${ID_1}`, path: '/blogs/:id' });
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(screen.getByTestId('share-count')).toHaveTextContent('10 shares');
  });
});
