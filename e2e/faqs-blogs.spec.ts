import { expect, test, toasts } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';

// Journey: read the FAQs and the blogs; like and share a blog (docs/product/storefront.md#faqs-and-blogs and Blogs, docs/product/storefront.md#page-states, docs/product/storefront.md#errors;
// docs/product/storefront.md#faqs-and-blogs).

interface BlogSummary {
  _id: string;
  title: string;
  description: string;
}

async function demoBlogs(request: APIRequestContext): Promise<BlogSummary[]> {
  const response = await request.get('/api/blogs/all');
  expect(response.ok()).toBe(true);
  const blogs = (await response.json()) as BlogSummary[];
  expect(blogs.length).toBeGreaterThanOrEqual(3);
  return blogs;
}

/** The card of one blog on /blogs. */
const blogCard = (page: Page, title: string) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** The number shown before "likes" or "shares" on a card. */
/** "1 like", "2 likes": how a card words a count. */
const counted = (count: number, what: 'like' | 'share') =>
  `${count} ${what}${count === 1 ? '' : 's'}`;

async function countOn(
  card: ReturnType<typeof blogCard>,
  what: 'likes' | 'shares',
): Promise<number> {
  // "1 like", "2 likes": the count is worded in the singular for one.
  const text = await card.getByText(new RegExp(`^\\d+ ${what.slice(0, -1)}s?$`)).textContent();
  return Number.parseInt(text ?? '', 10);
}

test.describe('FAQs', () => {
  test('the accordion opens one answer at a time and keeps its line breaks', async ({ page }) => {
    await page.goto('/FAQs');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Saarthi — General FAQs' }),
    ).toBeVisible();
    const questions = page.getByRole('main').getByRole('listitem').getByRole('button');
    await expect(questions).toHaveCount(13);
    const first = questions.nth(0);
    const second = questions.nth(1);
    const firstName = (await first.textContent()) ?? '';
    const secondName = (await second.textContent()) ?? '';
    const firstAnswer = page.getByRole('region', { name: firstName, exact: true });
    const secondAnswer = page.getByRole('region', { name: secondName, exact: true });

    // All closed at first.
    await expect(page.getByRole('main').getByRole('button', { expanded: true })).toHaveCount(0);

    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(firstAnswer).toBeVisible();

    // docs/product/storefront.md#page-states: opening a second question closes the first.
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(secondAnswer).toBeVisible();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(firstAnswer).toBeHidden();

    // docs/product/storefront.md#pages-and-routes: answers keep their line breaks (the demo answers have several lines).
    const answerText = await secondAnswer.innerText();
    expect(answerText.trim().split('\n').length).toBeGreaterThan(1);

    // Clicking the open question closes it.
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(secondAnswer).toBeHidden();
    await expect(page.getByRole('main').getByRole('button', { expanded: true })).toHaveCount(0);
  });
});

test.describe('blogs', () => {
  test('signed out, the list shows and Like asks the visitor to log in', async ({ page }) => {
    const [blog] = await demoBlogs(page.request);
    await page.goto('/blogs');
    await expect(page.getByRole('heading', { level: 1, name: 'Latest Blogs' })).toBeVisible();
    await expect(page.getByText('Inspiration & Stories, Just Like the Gram')).toBeVisible();
    await expect(page.getByRole('article')).not.toHaveCount(0);

    const card = blogCard(page, blog!.title);
    const likes = await countOn(card, 'likes');
    const like = card.getByRole('button', { name: 'Like', exact: true });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();

    // docs/product/storefront.md#likes-and-shares: liking needs sign-in; nothing changes.
    const prompt = toasts(page).getByText('Please log in to like blogs');
    await expect(prompt).toBeVisible();
    expect(await countOn(card, 'likes')).toBe(likes);
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await toasts(page).getByRole('button', { name: 'Log in' }).click();
    // The login page remembers to bring the reader back to the blogs.
    await expect(page).toHaveURL(
      (url) => url.pathname === '/user' && url.searchParams.get('next') === '/blogs',
    );
  });

  test('signed in, Like shows the count the server answers and toggles back', async ({
    page,
    customer: _signedIn,
  }) => {
    const blogs = await demoBlogs(page.request);
    // Each journey works on its own blog so parallel journeys never change one another's counts.
    const blog = blogs.at(-1)!;
    await page.goto('/blogs');
    const card = blogCard(page, blog.title);
    const before = await countOn(card, 'likes');
    const likeButton = card.getByRole('button', { name: /^(Like|Unlike)$/ });
    await expect(likeButton).toHaveAttribute('aria-pressed', 'false');

    // docs/product/storefront.md#page-states: not optimistic; the card takes the server's liked flag and count.
    const liked = page.waitForResponse((response) =>
      response.url().includes(`/api/blogs/like/${blog._id}`),
    );
    await likeButton.click();
    const likeAnswer = (await (await liked).json()) as { liked: boolean; likes: number };
    expect(likeAnswer).toMatchObject({ liked: true, likes: before + 1 });
    await expect(card.getByText(counted(before + 1, 'like'), { exact: true })).toBeVisible();
    await expect(likeButton).toHaveAttribute('aria-pressed', 'true');
    await expect(likeButton).toHaveAccessibleName('Unlike');

    const unliked = page.waitForResponse((response) =>
      response.url().includes(`/api/blogs/like/${blog._id}`),
    );
    await likeButton.click();
    expect(await (await unliked).json()).toMatchObject({ liked: false, likes: before });
    await expect(card.getByText(counted(before, 'like'), { exact: true })).toBeVisible();
    await expect(likeButton).toHaveAttribute('aria-pressed', 'false');

    // The like belongs to the customer: after a reload the page still shows the server's state.
    await likeButton.click();
    await expect(likeButton).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(likeButton).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByText(counted(before + 1, 'like'), { exact: true })).toBeVisible();
  });

  test('Share opens the link to copy and counts the share', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const blogs = await demoBlogs(page.request);
    const blog = blogs.at(-2)!;
    await page.goto('/blogs');
    const card = blogCard(page, blog.title);
    const before = await countOn(card, 'shares');

    await card.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this Blog' });
    await expect(dialog).toBeVisible();
    const link = dialog.getByRole('textbox', { name: 'Blog link' });
    await expect(link).toHaveValue(`${baseURL}/blogs/${blog._id}`);
    await expect(link).not.toBeEditable();

    await dialog.getByRole('button', { name: 'Copy Link' }).click();
    await expect(toasts(page).getByText('Link copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/blogs/${blog._id}`,
    );
    // docs/product/storefront.md#page-states: the share counts at once.
    await expect(card.getByText(counted(before + 1, 'share'), { exact: true })).toBeVisible();

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // Escape closes it too. A share counts once per visitor and day: sharing again today from
    // the same device leaves the count as it is.
    await card.getByRole('button', { name: 'Share' }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card.getByText(counted(before + 1, 'share'), { exact: true })).toBeVisible();

    // The server kept the one share.
    await page.reload();
    await expect(card.getByText(counted(before + 1, 'share'), { exact: true })).toBeVisible();
  });

  test('a blog has its own page with the full text; an unknown one is not found', async ({
    page,
  }) => {
    const blogs = await demoBlogs(page.request);
    const blog = blogs[1]!;
    await page.goto(`/blogs/${blog._id}`);
    await expect(page.getByRole('heading', { level: 1, name: blog.title })).toBeVisible();
    const article = page.getByRole('article');
    for (const paragraph of blog.description.split('\n').filter((line) => line.trim() !== '')) {
      await expect(article).toContainText(paragraph);
    }
    // The paragraphs stay apart: the text is Markdown (decision 011), each paragraph its own.
    const [first, second] = blog.description.split('\n').filter((line) => line.trim() !== '');
    if (second !== undefined)
      expect(await article.getByText(first!).first().innerText()).not.toContain(second);

    await page.goto('/blogs/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog not found.' })).toBeVisible();
    await expect(
      page.getByText('It may have been removed, or the link is not complete.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to all blogs' }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Latest Blogs' })).toBeVisible();
  });
});
