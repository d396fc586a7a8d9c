import { describe, expect, it } from 'vitest';
import { CONTENT_LIMITS } from '../../../shared/contracts/content.js';
import { createTestApp } from '../../test/app.js';
import { createBlog, createFaq, createStripItem, createUser } from '../../test/factories.js';

const { app, db, authHeader } = await createTestApp();
const operator = await createUser(db, { role: 'operator' });

const read = (url: string) => app.inject({ method: 'GET', url });

const asOperator = async (
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  payload?: object,
  userId = operator.id,
) =>
  app.inject({
    method,
    url: `/api/admin/content/${path}`,
    headers: await authHeader(userId),
    payload,
  });

describe('the storefront asks for its reader language', () => {
  it('answers a FAQ in Telugu or Hindi, and a field with no translation in English, named', async () => {
    const faq = await createFaq(db, {
      question: 'Is the driver included?',
      answer: 'Yes, every car comes with a driver.',
      position: -100,
      translations: {
        te: { question: 'డ్రైవర్ ఉంటారా?', answer: 'అవును, ప్రతి కారుతో డ్రైవర్ వస్తారు.' },
        hi: { question: 'क्या ड्राइवर साथ होता है?' },
      },
    });
    const find = async (lang: string) =>
      ((await read(`/api/faqs?lang=${lang}`)).json() as { _id: string }[]).find(
        (each) => each._id === faq.id,
      );

    expect(await find('te')).toEqual({
      _id: faq.id,
      question: 'డ్రైవర్ ఉంటారా?',
      answer: 'అవును, ప్రతి కారుతో డ్రైవర్ వస్తారు.',
      inEnglish: [],
    });
    expect(await find('hi')).toEqual({
      _id: faq.id,
      question: 'क्या ड्राइवर साथ होता है?',
      answer: 'Yes, every car comes with a driver.',
      inEnglish: ['answer'],
    });
    expect(await find('en')).toEqual({
      _id: faq.id,
      question: 'Is the driver included?',
      answer: 'Yes, every car comes with a driver.',
      inEnglish: [],
    });
    // No language: English, as before.
    expect(((await read('/api/faqs')).json() as { _id: string }[])[0]).toMatchObject({
      question: 'Is the driver included?',
    });
  });

  it('answers blogs, one blog and the home strips in the asked language', async () => {
    const blog = await createBlog(db, {
      title: 'Araku in the rains',
      description: 'Coffee and mist.',
      translations: { te: { title: 'వర్షాల్లో అరకు' } },
    });
    const item = await createStripItem(db, 'offer', {
      title: 'Ten percent off',
      translations: { hi: { title: 'दस प्रतिशत की छूट' } },
    });

    const list = (await read('/api/blogs/all?lang=te')).json() as { _id: string }[];
    expect(list.find((each) => each._id === blog.id)).toMatchObject({
      title: 'వర్షాల్లో అరకు',
      description: 'Coffee and mist.',
      inEnglish: ['description'],
    });
    expect((await read(`/api/blogs/${blog.id}?lang=hi`)).json().blog).toMatchObject({
      title: 'Araku in the rains',
      inEnglish: ['title', 'description'],
    });
    const offers = (await read('/api/offers/allOffer?lang=hi')).json() as { _id: string }[];
    expect(offers.find((each) => each._id === item.id)).toMatchObject({
      title: 'दस प्रतिशत की छूट',
      inEnglish: [],
    });
    const inTelugu = (await read('/api/offers/allOffer?lang=te')).json() as { _id: string }[];
    expect(inTelugu.find((each) => each._id === item.id)).toMatchObject({
      title: 'Ten percent off',
      inEnglish: ['title'],
    });
  });

  it('refuses a language it does not have, with the languages it has', async () => {
    for (const url of [
      '/api/faqs?lang=fr',
      '/api/blogs/all?lang=TE',
      '/api/offers/allOffer?lang=',
      '/api/tours/all?lang=english',
    ]) {
      const answer = await read(url);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json(), url).toMatchObject({
        success: false,
        code: 'language_invalid',
        message: expect.stringContaining('Language must be one of en, te, hi'),
      });
    }
  });
});

describe('operators write the translations', () => {
  it('saves a listing in three languages, drops blank fields, and the storefront reads them', async () => {
    const created = await asOperator('POST', 'listings/tours', {
      title: 'Araku valley in two days',
      destination: 'Araku',
      duration: '2 days',
      price: 6500,
      description: 'Coffee estates, caves and the toy train.',
      published: true,
      translations: {
        te: { title: '  రెండు రోజుల్లో అరకు లోయ ', description: '' },
        hi: { title: 'दो दिन में अराकू घाटी', description: 'कॉफ़ी बागान, गुफ़ाएँ और खिलौना ट्रेन।' },
      },
    });
    expect(created.statusCode).toBe(201);
    const listing = created.json().listing;
    expect(listing.translations).toEqual({
      te: { title: 'రెండు రోజుల్లో అరకు లోయ' },
      hi: { title: 'दो दिन में अराकू घाटी', description: 'कॉफ़ी बागान, गुफ़ाएँ और खिलौना ट्रेन।' },
    });
    const tour = async (lang: string) =>
      ((await read(`/api/tours/all?lang=${lang}`)).json() as { _id: string }[]).find(
        (each) => each._id === listing._id,
      );
    expect(await tour('te')).toMatchObject({
      title: 'రెండు రోజుల్లో అరకు లోయ',
      description: 'Coffee estates, caves and the toy train.',
      inEnglish: ['description'],
    });
    expect(await tour('hi')).toMatchObject({ title: 'दो दिन में अराकू घाटी', inEnglish: [] });

    // An edit replaces the translations with the form's.
    const edited = await asOperator('PUT', `listings/tours/${listing._id}`, {
      ...created.json().listing,
      _id: undefined,
      published: undefined,
      createdAt: undefined,
      translations: { te: { description: 'కాఫీ తోటలు, గుహలు.' } },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().listing.translations).toEqual({
      te: { description: 'కాఫీ తోటలు, గుహలు.' },
    });
    expect(await tour('hi')).toMatchObject({ inEnglish: ['title', 'description'] });
  });

  it('saves a FAQ translation and keeps it when read back', async () => {
    const created = await asOperator('POST', 'faqs', {
      question: 'Can I cancel?',
      answer: 'Yes, free until 24 hours before.',
      translations: { te: { question: 'రద్దు చేయవచ్చా?' }, hi: { answer: 'हाँ।' } },
    });
    expect(created.statusCode).toBe(201);
    const read = await asOperator('GET', `faqs/${created.json().faq._id}`);
    expect(read.json().faq.translations).toEqual({
      te: { question: 'రద్దు చేయవచ్చా?' },
      hi: { answer: 'हाँ।' },
    });
  });

  it('holds a translation to the English field limit, naming the field', async () => {
    const refused = await asOperator('POST', 'faqs', {
      question: 'Short?',
      answer: 'Short.',
      translations: { hi: { question: 'क'.repeat(CONTENT_LIMITS.title + 1) } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      expect.objectContaining({
        path: 'body.translations.hi.question',
        message: `Must be at most ${CONTENT_LIMITS.title} characters`,
      }),
    ]);
  });

  it('lets only operators write them: a partner, a customer and no token are refused', async () => {
    const body = {
      question: 'Whose?',
      answer: 'Nobody’s.',
      translations: { te: { question: 'ఎవరిది?' } },
    };
    const partner = await createUser(db, { role: 'partner' });
    const customer = await createUser(db);
    expect((await asOperator('POST', 'faqs', body, partner.id)).statusCode).toBe(403);
    expect((await asOperator('POST', 'faqs', body, customer.id)).statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/admin/content/faqs',
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
    const list = (await read('/api/faqs?lang=te')).json() as { question: string }[];
    expect(list.map((each) => each.question)).not.toContain('ఎవరిది?');
  });
});
