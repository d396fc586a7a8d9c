import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, blogLikes, faqs, uploads } from '../../db/schema/index.js';
import { sweepUnusedUploads } from '../../jobs/upload-cleanup.js';
import { createTestApp } from '../../test/app.js';
import { createUser } from '../../test/factories.js';

const { app, db, authHeader } = await createTestApp();
const operator = await createUser(db, { role: 'operator' });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call of the console, as the signed-in operator. */
async function asOperator(method: Method, path: string, payload?: object) {
  return app.inject({
    method,
    url: `/api/admin/content/${path}`,
    headers: await authHeader(operator.id),
    payload,
  });
}

const read = (url: string) => app.inject({ method: 'GET', url });

const entriesOf = (recordId: string) =>
  db.select().from(auditLog).where(eq(auditLog.recordId, recordId)).orderBy(auditLog.createdAt);

const publicFaqs = async () =>
  ((await read('/api/faqs')).json() as { question: string }[]).map((faq) => faq.question);

describe('FAQs', () => {
  it('starts a new FAQ as a draft that the site shows only once it is published', async () => {
    const created = await asOperator('POST', 'faqs', {
      question: '  Can I pay the driver in cash? ',
      answer: 'Yes.\nAsk for a receipt.',
      position: 3,
    });

    expect(created.statusCode).toBe(201);
    const faq = created.json().faq;
    expect(created.json()).toEqual({
      success: true,
      message: 'Saved as a draft: publish it to show it on the site',
      code: 'content_saved_draft',
      faq: {
        _id: expect.any(String),
        question: 'Can I pay the driver in cash?',
        answer: 'Yes.\nAsk for a receipt.',
        position: 3,
        translations: {},
        published: false,
        createdAt: expect.any(String),
      },
    });
    expect(await publicFaqs()).not.toContain('Can I pay the driver in cash?');
    const list = await asOperator('GET', 'faqs');
    expect(list.json().faqs).toContainEqual(faq);

    const published = await asOperator('POST', `faqs/${faq._id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      message: 'Published: it shows on the site now',
      code: 'content_published',
      faq: { published: true },
    });
    expect(await publicFaqs()).toContain('Can I pay the driver in cash?');

    const unpublished = await asOperator('POST', `faqs/${faq._id}/unpublish`);
    expect(unpublished.json()).toMatchObject({
      message: 'Unpublished: it no longer shows on the site',
      code: 'content_unpublished',
      faq: { published: false },
    });
    expect(await publicFaqs()).not.toContain('Can I pay the driver in cash?');

    expect(await entriesOf(faq._id)).toMatchObject([
      {
        actorUserId: operator.id,
        actorRole: 'operator',
        action: 'faq.create',
        recordType: 'content',
        before: null,
        after: { question: 'Can I pay the driver in cash?', published: false, position: 3 },
      },
      { action: 'faq.publish', before: { published: false }, after: { published: true } },
      { action: 'faq.unpublish', before: { published: true }, after: { published: false } },
    ]);
  });

  it('publishes at once when the new FAQ says so', async () => {
    const created = await asOperator('POST', 'faqs', {
      question: 'Do drivers speak Telugu?',
      answer: 'Most do.',
      published: true,
    });
    expect(created.json()).toMatchObject({
      message: 'Saved and published',
      code: 'content_saved_published',
      faq: { published: true, position: 0 },
    });
    expect(await publicFaqs()).toContain('Do drivers speak Telugu?');
  });

  it('edits the text and keeps it published; an edit that changes nothing is not logged', async () => {
    const { faq } = (
      await asOperator('POST', 'faqs', { question: 'Old?', answer: 'Old.', published: true })
    ).json();
    const body = { question: 'New?', answer: 'New.', position: 1, published: false };

    const edited = await asOperator('PUT', `faqs/${faq._id}`, body);

    expect(edited.statusCode).toBe(200);
    // The published flag of a body is not an edit: publishing is its own call.
    expect(edited.json()).toMatchObject({
      message: 'Changes saved',
      code: 'content_saved',
      faq: { question: 'New?', answer: 'New.', position: 1, published: true },
    });
    expect(await publicFaqs()).toContain('New?');
    expect(await publicFaqs()).not.toContain('Old?');
    expect((await asOperator('GET', `faqs/${faq._id}`)).json().faq).toMatchObject({
      question: 'New?',
    });

    const again = await asOperator('PUT', `faqs/${faq._id}`, body);
    expect(again.statusCode).toBe(200);
    const republished = await asOperator('POST', `faqs/${faq._id}/publish`);
    expect(republished.statusCode).toBe(200);
    expect((await entriesOf(faq._id)).map((entry) => entry.action)).toEqual([
      'faq.create',
      'faq.update',
    ]);
    expect((await entriesOf(faq._id))[1]).toMatchObject({
      before: { question: 'Old?', answer: 'Old.', position: 0 },
      after: { question: 'New?', answer: 'New.', position: 1 },
    });
  });

  it('deletes a FAQ for good, with what it was in the audit log', async () => {
    const { faq } = (
      await asOperator('POST', 'faqs', { question: 'Gone?', answer: 'Yes.', published: true })
    ).json();

    const deleted = await asOperator('DELETE', `faqs/${faq._id}`);

    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({
      message: 'Deleted',
      code: 'content_deleted',
      faq: { _id: faq._id },
    });
    expect(await publicFaqs()).not.toContain('Gone?');
    expect((await asOperator('GET', `faqs/${faq._id}`)).statusCode).toBe(404);
    expect((await entriesOf(faq._id)).at(-1)).toMatchObject({
      action: 'faq.delete',
      before: { question: 'Gone?', published: true },
      after: null,
    });
  });

  it('answers 400 with each field that is wrong, and writes nothing', async () => {
    const before = (await db.select({ id: faqs.id }).from(faqs)).length;

    const refused = await asOperator('POST', 'faqs', {
      question: '   ',
      answer: 42,
      position: 1.5,
      published: 'yes',
    });

    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: 'body.question',
          message: 'Write the question',
          code: 'faq_question_required',
        }),
        expect.objectContaining({
          path: 'body.answer',
          message: 'Write the answer',
          code: 'faq_answer_required',
        }),
        expect.objectContaining({
          path: 'body.position',
          message: 'Position must be a whole number from 0 to 10000',
        }),
        expect.objectContaining({
          path: 'body.published',
          message: 'Published must be true or false',
          code: 'content_published_invalid',
        }),
      ]),
    );
    expect((await db.select({ id: faqs.id }).from(faqs)).length).toBe(before);

    const { faq } = (
      await asOperator('POST', 'faqs', { question: 'Kept?', answer: 'Yes.' })
    ).json();
    const edit = await asOperator('PUT', `faqs/${faq._id}`, {
      question: 'x'.repeat(201),
      answer: '',
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: 'body.question',
          message: 'Must be at most 200 characters',
        }),
        expect.objectContaining({
          path: 'body.answer',
          message: 'Write the answer',
          code: 'faq_answer_required',
        }),
      ]),
    );
    expect((await asOperator('GET', `faqs/${faq._id}`)).json().faq.question).toBe('Kept?');
  });

  it('answers 404 for an unknown FAQ on every call that names one, even before the body', async () => {
    const id = randomUUID();
    const calls: [Method, string, object?][] = [
      ['GET', `faqs/${id}`],
      ['PUT', `faqs/${id}`, {}],
      ['POST', `faqs/${id}/publish`],
      ['POST', `faqs/${id}/unpublish`],
      ['DELETE', `faqs/${id}`],
    ];
    for (const [method, path, body] of calls) {
      const answer = await asOperator(method, path, body);
      expect(answer.statusCode, `${method} ${path}`).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'faq_not_found', message: 'FAQ not found' });
    }
    expect((await asOperator('GET', 'faqs/not-an-id')).statusCode).toBe(400);
  });

  it('is for operators only', async () => {
    const partner = await createUser(db, { role: 'partner' });
    const answer = await app.inject({
      method: 'POST',
      url: '/api/admin/content/faqs',
      headers: await authHeader(partner.id),
      payload: { question: 'Mine?', answer: 'No.' },
    });
    expect(answer.statusCode).toBe(403);
    expect(await publicFaqs()).not.toContain('Mine?');
  });
});

describe('blogs', () => {
  const markdown = '## Where to stop\n\n- Tyda\n- **Borra Caves**\n\nRead [the guide](/FAQs).';

  it('keeps a draft blog from readers: not listed, not found, not liked, not shared', async () => {
    const created = await asOperator('POST', 'blogs', {
      title: 'Araku in the rains',
      description: markdown,
      image: '/uploads/araku.png',
    });
    expect(created.statusCode).toBe(201);
    const blog = created.json().blog;
    expect(blog).toEqual({
      _id: expect.any(String),
      title: 'Araku in the rains',
      description: markdown,
      image: '/uploads/araku.png',
      translations: {},
      likes: 0,
      shares: 0,
      published: false,
      createdAt: expect.any(String),
    });
    const reader = await createUser(db);
    const titles = async () =>
      ((await read('/api/blogs/all')).json() as { title: string }[]).map((each) => each.title);

    expect(await titles()).not.toContain('Araku in the rains');
    expect((await read(`/api/blogs/${blog._id}`)).statusCode).toBe(404);
    const like = () =>
      authHeader(reader.id).then((headers) =>
        app.inject({ method: 'PATCH', url: `/api/blogs/like/${blog._id}`, headers }),
      );
    expect((await like()).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'PATCH', url: `/api/blogs/share/${blog._id}` })).statusCode,
    ).toBe(404);

    await asOperator('POST', `blogs/${blog._id}/publish`);

    expect(await titles()).toContain('Araku in the rains');
    const page = await read(`/api/blogs/${blog._id}`);
    expect(page.json().blog).toMatchObject({ description: markdown, image: '/uploads/araku.png' });
    expect((await like()).json()).toMatchObject({ liked: true, likes: 1 });

    // Deleting takes its likes with it.
    expect((await asOperator('DELETE', `blogs/${blog._id}`)).statusCode).toBe(200);
    expect(await db.select().from(blogLikes).where(eq(blogLikes.blogId, blog._id))).toEqual([]);
    expect((await read(`/api/blogs/${blog._id}`)).statusCode).toBe(404);
  });

  it('keeps a blog without a picture as none, and refuses a picture that is not an image reference', async () => {
    const plain = await asOperator('POST', 'blogs', { title: 'Plain', description: 'Text.' });
    expect(plain.json().blog.image).toBeNull();

    const refused = await asOperator('POST', 'blogs', {
      title: '',
      description: ' ',
      image: 'javascript:alert(1)',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: 'body.title',
          message: 'Write the title of the blog',
          code: 'blog_title_required',
        }),
        expect.objectContaining({
          path: 'body.description',
          message: 'Write the blog itself',
          code: 'blog_body_required',
        }),
        expect.objectContaining({
          path: 'body.image',
          code: 'image_reference_invalid',
        }),
      ]),
    );
  });

  it('lists drafts and published blogs alike, newest first', async () => {
    const first = (await asOperator('POST', 'blogs', { title: 'First', description: 'A.' })).json();
    const second = (
      await asOperator('POST', 'blogs', { title: 'Second', description: 'B.', published: true })
    ).json();
    const ids = (await asOperator('GET', 'blogs'))
      .json()
      .blogs.map((blog: { _id: string }) => blog._id);
    expect(ids.indexOf(second.blog._id)).toBeLessThan(ids.indexOf(first.blog._id));
    expect(ids.indexOf(first.blog._id)).toBeGreaterThan(-1);
  });
});

/** A valid body of each listing kind, and what the storefront's list is called. */
const LISTINGS = {
  'car-offers': {
    url: '/api/caroffers/all',
    body: { title: 'Festive offer', description: 'Free insurance.', imageUrl: '/uploads/o.png' },
  },
  vans: {
    url: '/api/vans/all',
    body: {
      ownerName: 'Ramesh',
      vehicleType: 'Tata Ace',
      capacity: '1 tonne',
      phone: '+91 98480 12345',
      city: 'Guntur',
      area: 'Brodipet',
      pincode: '522002',
    },
  },
  tours: {
    url: '/api/tours/all',
    body: {
      title: 'Araku Valley',
      destination: 'Araku',
      duration: '2 Days / 1 Night',
      price: 5999,
      description: 'Hills and coffee.',
      includes: ['Cab with driver'],
      excludes: ['Meals'],
      itinerary: [
        { day: 1, description: 'Drive up.' },
        { day: 2, description: 'Borra Caves.' },
      ],
    },
  },
  'car-washes': {
    url: '/api/carwash/all',
    body: {
      name: 'Sparkle',
      rating: 4.5,
      phone: '9848012345',
      city: 'Hyderabad',
      area: 'Kukatpally',
      pincode: '500072',
    },
  },
  mechanics: {
    url: '/api/mechanics/all',
    body: {
      fullname: 'Saleem',
      age: 44,
      experience: 20,
      rating: 4.2,
      phone: '9848012345',
      city: 'Vijayawada',
      area: 'Benz Circle',
      pincode: '520010',
    },
  },
  'driving-schools': {
    url: '/api/drivingschools/all',
    body: {
      drivingSchoolName: 'Safe Drive',
      ownerName: 'Lakshmi',
      establishedYear: 2004,
      vehicleCount: 6,
      instructorCount: 4,
      phone: '9848012345',
      city: 'Tirupati',
      area: 'Alipiri',
      pincode: '517501',
    },
  },
} as const;

describe('listings', () => {
  it.each(Object.entries(LISTINGS))(
    '%s: created as a draft, listed by the storefront once published',
    async (kind, { url, body }) => {
      const created = await asOperator('POST', `listings/${kind}`, body);
      expect(created.statusCode).toBe(201);
      const listing = created.json().listing;
      expect(listing).toMatchObject({ published: false, position: 0 });
      const ids = async () =>
        ((await read(url)).json() as { _id: string }[]).map((each) => each._id);
      expect(await ids()).not.toContain(listing._id);
      expect((await asOperator('GET', `listings/${kind}`)).json().listings).toContainEqual(listing);

      await asOperator('POST', `listings/${kind}/${listing._id}/publish`);
      expect(await ids()).toContain(listing._id);
      const shown = ((await read(url)).json() as { _id: string }[]).find(
        (each) => each._id === listing._id,
      );
      // What the storefront shows is what the console saved (its own fields only).
      const {
        published: _published,
        position: _position,
        createdAt: _createdAt,
        translations: _translations,
        ...fields
      } = listing;
      // English, with nothing to fall back from, for the kinds that take translations.
      expect(shown).toEqual('translations' in listing ? { ...fields, inEnglish: [] } : fields);

      const action = (await entriesOf(listing._id)).map((entry) => entry.action);
      expect(action).toHaveLength(2);
      expect(action[1]).toMatch(/\.publish$/);
    },
  );

  it("keeps a van owner's phone as its 10 digits", async () => {
    const { listing } = (await asOperator('POST', 'listings/vans', LISTINGS.vans.body)).json();
    expect(listing.phone).toBe('9848012345');
  });

  it.each([
    [
      'vans',
      { ...LISTINGS.vans.body, ownerName: '', phone: '12345', pincode: '022002' },
      [
        ['body.ownerName', 'This field is required'],
        ['body.phone', 'Please enter a valid 10-digit Indian mobile number'],
        ['body.pincode', 'PIN code must be 6 digits and not start with 0'],
      ],
    ],
    [
      'tours',
      { ...LISTINGS.tours.body, price: '5999', includes: Array(31).fill('x') },
      [
        ['body.price', 'Enter a whole number from 0 to 1000000'],
        ['body.includes', 'At most 30 lines'],
      ],
    ],
    [
      'car-washes',
      { ...LISTINGS['car-washes'].body, rating: 7 },
      [['body.rating', 'Rating must be a number from 0 to 5']],
    ],
    [
      'mechanics',
      { ...LISTINGS.mechanics.body, age: 12 },
      [['body.age', 'Enter a whole number from 18 to 90']],
    ],
    [
      'driving-schools',
      { ...LISTINGS['driving-schools'].body, establishedYear: new Date().getFullYear() + 1 },
      [['body.establishedYear', 'Enter a year from 1900 to this year']],
    ],
    // Each kind reads its own fields: a van is not a new-car offer.
    [
      'car-offers',
      LISTINGS.vans.body,
      [
        ['body.title', 'This field is required'],
        ['body.description', 'This field is required'],
      ],
    ],
  ])('%s: answers 400 naming each field that is wrong', async (kind, body, expected) => {
    const refused = await asOperator('POST', `listings/${kind}`, body);
    expect(refused.statusCode).toBe(400);
    for (const [path, message] of expected)
      expect(refused.json().errors).toContainEqual(expect.objectContaining({ path, message }));
  });

  it('edits a listing and answers 404 for an unknown one', async () => {
    const { listing } = (
      await asOperator('POST', 'listings/tours', { ...LISTINGS.tours.body, published: true })
    ).json();
    const edited = await asOperator('PUT', `listings/tours/${listing._id}`, {
      ...LISTINGS.tours.body,
      price: 6499,
      itinerary: [{ day: 1, description: 'One long day.' }],
    });
    expect(edited.json().listing).toMatchObject({
      price: 6499,
      itinerary: [{ day: 1, description: 'One long day.' }],
      published: true,
    });
    const tours = (await read('/api/tours/all')).json() as { _id: string; price: number }[];
    expect(tours.find((tour) => tour._id === listing._id)?.price).toBe(6499);

    const unknown = await asOperator('POST', `listings/vans/${listing._id}/publish`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('listing_not_found');
  });
});

describe('home strips', () => {
  it('adds a picture to a strip as a draft and shows it on the home page once published', async () => {
    const created = await asOperator('POST', 'home-strips', {
      kind: 'offer',
      title: 'Monsoon offer',
      imageUrl: '/uploads/monsoon.png',
      position: 2,
    });
    expect(created.statusCode).toBe(201);
    const { item } = created.json();
    expect(item).toMatchObject({
      kind: 'offer',
      imageUrl: '/uploads/monsoon.png',
      published: false,
    });
    const offers = async () =>
      ((await read('/api/offers/allOffer')).json() as { _id: string }[]).map((each) => each._id);
    expect(await offers()).not.toContain(item._id);

    await asOperator('POST', `home-strips/${item._id}/publish`);
    expect((await read('/api/offers/allOffer')).json()).toContainEqual({
      _id: item._id,
      title: 'Monsoon offer',
      offerImageUrl: '/uploads/monsoon.png',
      inEnglish: [],
    });
    expect(
      ((await read('/api/featured/allFeatured')).json() as { _id: string }[]).map(
        (each) => each._id,
      ),
    ).not.toContain(item._id);
  });

  it('needs a strip and a picture', async () => {
    const refused = await asOperator('POST', 'home-strips', { kind: 'banner', title: 'x' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: 'body.kind',
          message: 'Choose the strip: featured, offer or reason',
          code: 'home_strip_kind_invalid',
        }),
        expect.objectContaining({
          path: 'body.imageUrl',
          message: 'Choose a picture',
          code: 'content_image_required',
        }),
      ]),
    );
  });
});

describe('pictures of the content', () => {
  it('stay when the hourly sweep removes unused uploads, drafts included', async () => {
    const stored = async () => {
      const fileName = `${randomUUID()}.png`;
      await db.insert(uploads).values({
        userId: operator.id,
        fileName,
        mimeType: 'image/png',
        sizeBytes: 3,
        content: Buffer.from([1, 2, 3]),
        contentHash: 'hash',
        createdAt: new Date(Date.now() - 48 * 60 * 60 * 1000),
      });
      return fileName;
    };
    const [cover, strip, offer, unused] = [
      await stored(),
      await stored(),
      await stored(),
      await stored(),
    ];
    await asOperator('POST', 'blogs', {
      title: 'Pics',
      description: 'A.',
      image: `/uploads/${cover}`,
    });
    await asOperator('POST', 'home-strips', {
      kind: 'featured',
      title: 'Pic',
      imageUrl: `/uploads/${strip}`,
    });
    await asOperator('POST', 'listings/car-offers', {
      ...LISTINGS['car-offers'].body,
      imageUrl: `/uploads/${offer}`,
    });

    await sweepUnusedUploads(db);

    const left = await db
      .select({ fileName: uploads.fileName })
      .from(uploads)
      .where(and(inArray(uploads.fileName, [cover, strip, offer, unused])));
    expect(left.map((row) => row.fileName).sort()).toEqual([cover, strip, offer].sort());
  });
});
