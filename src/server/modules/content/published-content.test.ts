import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openPostgres } from '../../db/client.js';
import type { App } from '../../http/types.js';
import { createTestApp } from '../../test/app.js';
import { createUser } from '../../test/factories.js';

// docs/product/marketplace.md#many-instances: an operator's publish, unpublish, edit or delete shows on the
// very next request, whichever instance serves it. The storefront's content answers are read
// from the database each time; their ETags are hashed from the fresh answer, so a reader's
// revalidation never keeps a FAQ that was unpublished.

const { app, db, config, databaseUrl, authHeader } = await createTestApp();
const operator = await createUser(db, { role: 'operator' });

/** The instances readers reach: this one, and on PostgreSQL a second with its own pool. */
const readers: { name: string; app: App }[] = [{ name: 'the writing instance', app }];
if (databaseUrl) {
  const second = openPostgres(databaseUrl, 4);
  const other = await buildApp({ config, database: second });
  await other.ready();
  readers.push({ name: 'another instance', app: other });
  afterAll(async () => {
    await other.close();
    await second.close();
  });
}

async function asOperator(method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) {
  const answer = await app.inject({
    method,
    url: `/api/admin/content/${path}`,
    headers: await authHeader(operator.id),
    payload,
  });
  expect(answer.statusCode, `${method} ${path}`).toBeLessThan(300);
  return answer.json();
}

/** What each instance answers a reader, as text. */
async function seenEverywhere(url: string): Promise<string[]> {
  return Promise.all(
    readers.map(async (reader) => (await reader.app.inject({ method: 'GET', url })).body),
  );
}

describe.each(readers)('read through $name', ({ app: reader }) => {
  it('a FAQ: published, edited, unpublished, deleted, each seen on the next request', async () => {
    const { faq } = await asOperator('POST', 'faqs', {
      question: 'Is a night charge added?',
      answer: 'After 22:00.',
    });
    const page = async () => (await reader.inject({ method: 'GET', url: '/api/faqs' })).body;

    // Read first, so anything kept from this answer would show below.
    expect(await page()).not.toContain(faq._id);
    await asOperator('POST', `faqs/${faq._id}/publish`);
    expect(await page()).toContain('After 22:00.');
    await asOperator('PUT', `faqs/${faq._id}`, { question: faq.question, answer: 'After 10 pm.' });
    expect(await page()).toContain('After 10 pm.');
    expect(await page()).not.toContain('After 22:00.');
    await asOperator('POST', `faqs/${faq._id}/unpublish`);
    expect(await page()).not.toContain(faq._id);
    await asOperator('POST', `faqs/${faq._id}/publish`);
    await asOperator('DELETE', `faqs/${faq._id}`);
    expect(await page()).not.toContain(faq._id);
  });

  it("a revalidating reader's ETag no longer matches once the FAQ is unpublished", async () => {
    const { faq } = await asOperator('POST', 'faqs', {
      question: 'Are tolls included?',
      answer: 'Paid at actuals.',
      published: true,
    });
    const first = await reader.inject({ method: 'GET', url: '/api/faqs' });
    const etag = first.headers.etag as string;
    expect(first.body).toContain(faq._id);
    const unchanged = await reader.inject({
      method: 'GET',
      url: '/api/faqs',
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);

    await asOperator('POST', `faqs/${faq._id}/unpublish`);

    const after = await reader.inject({
      method: 'GET',
      url: '/api/faqs',
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toContain(faq._id);
  });
});

describe('every kind of content', () => {
  it('leaves and returns to every public list on every instance at once', async () => {
    const { blog } = await asOperator('POST', 'blogs', {
      title: 'Tirumala by car',
      description: 'Start early.',
      published: true,
    });
    const { listing } = await asOperator('POST', 'listings/mechanics', {
      fullname: 'Saleem',
      age: 44,
      experience: 20,
      rating: 4.2,
      phone: '9848012345',
      city: 'Vijayawada',
      area: 'Benz Circle',
      pincode: '520010',
      published: true,
    });
    const { item } = await asOperator('POST', 'home-strips', {
      kind: 'reason',
      title: 'Verified drivers',
      imageUrl: '/uploads/verified.png',
      published: true,
    });
    const shown: [string, string][] = [
      ['/api/blogs/all', blog._id],
      [`/api/blogs/${blog._id}`, blog._id],
      ['/api/mechanics/all', listing._id],
      ['/api/whySaarthi/allWhySaarthi', item._id],
    ];
    for (const [url, id] of shown)
      for (const body of await seenEverywhere(url)) expect(body, url).toContain(id);

    await asOperator('POST', `blogs/${blog._id}/unpublish`);
    await asOperator('POST', `listings/mechanics/${listing._id}/unpublish`);
    await asOperator('DELETE', `home-strips/${item._id}`);

    for (const [url, id] of shown)
      for (const body of await seenEverywhere(url)) expect(body, url).not.toContain(id);
  });
});
