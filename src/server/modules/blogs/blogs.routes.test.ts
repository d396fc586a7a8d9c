import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blogLikes, blogShareVisits, blogs } from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import { createBlog, createUser } from '../../test/factories.js';

const { app, db, authHeader } = await createTestApp();

describe('GET /api/blogs/all', () => {
  it('lists blogs newest first, liked only for the reader who liked them', async () => {
    const older = await createBlog(db, { title: 'Older', createdAt: new Date('2026-01-01') });
    await createBlog(db, { title: 'Newer', createdAt: new Date('2026-03-01'), image: null });
    const reader = await createUser(db);
    await app.inject({
      method: 'PATCH',
      url: `/api/blogs/like/${older.id}`,
      headers: await authHeader(reader.id),
    });

    const anonymous = await app.inject({ method: 'GET', url: '/api/blogs/all' });
    expect(anonymous.statusCode).toBe(200);
    const titles = anonymous.json().map((blog: { title: string }) => blog.title);
    expect(titles.indexOf('Newer')).toBeLessThan(titles.indexOf('Older'));
    expect(
      anonymous.json().find((blog: { title: string }) => blog.title === 'Older'),
    ).toMatchObject({ likes: 1, liked: false, shares: 0 });
    expect(
      anonymous.json().find((blog: { title: string }) => blog.title === 'Newer'),
    ).toMatchObject({ image: null });

    const signedIn = await app.inject({
      method: 'GET',
      url: '/api/blogs/all',
      headers: await authHeader(reader.id),
    });
    expect(signedIn.json().find((blog: { title: string }) => blog.title === 'Older')).toMatchObject(
      { likes: 1, liked: true },
    );
  });

  it('reads a stale token as an anonymous reader', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/blogs/all',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /api/blogs/:id', () => {
  it('answers one blog', async () => {
    const blog = await createBlog(db, { title: 'Tirumala in a day' });
    const response = await app.inject({ method: 'GET', url: `/api/blogs/${blog.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      blog: { _id: blog.id, title: 'Tirumala in a day', createdAt: blog.createdAt.toISOString() },
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/blogs/6a1f0c52-7d2b-4c1e-9f7a-3b2f1e0d9c8b',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      success: false,
      message: 'Blog not found',
      code: 'blog_not_found',
    });
    const malformed = await app.inject({ method: 'GET', url: "/api/blogs/1' or '1'='1" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      success: false,
      message: 'Invalid id',
      code: 'invalid_id',
    });
  });
});

describe('PATCH /api/blogs/like/:id', () => {
  it('toggles the like of the token user and answers the server count', async () => {
    const blog = await createBlog(db);
    const first = await createUser(db);
    const second = await createUser(db);

    const like = await app.inject({
      method: 'PATCH',
      url: `/api/blogs/like/${blog.id}`,
      headers: await authHeader(first.id),
    });
    expect(like.json()).toEqual({ success: true, liked: true, likes: 1 });
    const another = await app.inject({
      method: 'PATCH',
      url: `/api/blogs/like/${blog.id}`,
      headers: await authHeader(second.id),
    });
    expect(another.json()).toEqual({ success: true, liked: true, likes: 2 });
    const unlike = await app.inject({
      method: 'PATCH',
      url: `/api/blogs/like/${blog.id}`,
      headers: await authHeader(first.id),
    });
    expect(unlike.json()).toEqual({ success: true, liked: false, likes: 1 });

    const stored = await db.select().from(blogLikes).where(eq(blogLikes.blogId, blog.id));
    expect(stored.map((row) => row.userId)).toEqual([second.id]);
  });

  it('needs sign-in and changes nothing without it', async () => {
    const blog = await createBlog(db);
    const response = await app.inject({ method: 'PATCH', url: `/api/blogs/like/${blog.id}` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      message: 'Please log in to continue',
      code: 'unauthorized',
    });
    const [row] = await db
      .select({ likes: blogs.likesCount })
      .from(blogs)
      .where(eq(blogs.id, blog.id));
    expect(row?.likes).toBe(0);
  });

  it('answers 404 for an unknown blog', async () => {
    const user = await createUser(db);
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/blogs/like/6a1f0c52-7d2b-4c1e-9f7a-3b2f1e0d9c8b',
      headers: await authHeader(user.id),
    });
    expect(response.statusCode).toBe(404);
    expect(await db.$count(blogLikes, eq(blogLikes.userId, user.id))).toBe(0);
  });
});

describe('PATCH /api/blogs/share/:id', () => {
  it('counts a share from anyone', async () => {
    const blog = await createBlog(db, { shares: 4 });
    const response = await app.inject({ method: 'PATCH', url: `/api/blogs/share/${blog.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, shares: 5 });
  });

  it('counts one share per visitor and day: the same address, or the same account anywhere', async () => {
    const blog = await createBlog(db, { shares: 0 });
    const fromAddress = (remoteAddress: string) =>
      app.inject({ method: 'PATCH', url: `/api/blogs/share/${blog.id}`, remoteAddress });
    expect((await fromAddress('203.0.113.7')).json().shares).toBe(1);
    // Ten more shares from the same phone count nothing.
    for (let n = 0; n < 10; n += 1)
      expect((await fromAddress('203.0.113.7')).json().shares).toBe(1);
    expect((await fromAddress('198.51.100.20')).json().shares).toBe(2);

    const reader = await createUser(db);
    const asReader = async (remoteAddress: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/blogs/share/${blog.id}`,
        remoteAddress,
        headers: await authHeader(reader.id),
      });
    expect((await asReader('192.0.2.1')).json().shares).toBe(3);
    expect((await asReader('192.0.2.99')).json().shares).toBe(3);
    // The address itself is never stored.
    const visits = await db.select().from(blogShareVisits);
    expect(JSON.stringify(visits)).not.toContain('203.0.113.7');
  });

  it('answers 404 for an unknown blog', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/blogs/share/6a1f0c52-7d2b-4c1e-9f7a-3b2f1e0d9c8b',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('rate limits of likes and shares', async () => {
  const limited = await createTestApp({ RATE_LIMIT_MAX: '2' });

  it('stops counting shares from one address past the limit', async () => {
    const blog = await createBlog(limited.db, { shares: 0 });
    const other = await createBlog(limited.db, { shares: 0 });
    const share = (id = blog.id) =>
      limited.app.inject({ method: 'PATCH', url: `/api/blogs/share/${id}` });
    expect([(await share()).statusCode, (await share(other.id)).statusCode]).toEqual([200, 200]);
    const blocked = await share();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/^Too many requests/),
      code: 'too_many_requests',
    });
    const [row] = await limited.db
      .select({ shares: blogs.shares })
      .from(blogs)
      .where(eq(blogs.id, blog.id));
    expect(row?.shares).toBe(1);
  });

  it('stops toggling likes from one address past the limit', async () => {
    const blog = await createBlog(limited.db);
    const reader = await createUser(limited.db);
    const like = async () =>
      limited.app.inject({
        method: 'PATCH',
        url: `/api/blogs/like/${blog.id}`,
        headers: await limited.authHeader(reader.id),
      });
    expect([(await like()).statusCode, (await like()).statusCode]).toEqual([200, 200]);
    const blocked = await like();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ success: false, code: 'too_many_requests' });
    // Liked and unliked: the blocked third toggle left it unliked.
    expect(await limited.db.$count(blogLikes, eq(blogLikes.blogId, blog.id))).toBe(0);
  });
});
