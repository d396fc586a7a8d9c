import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { createFaq } from '../../test/factories.js';

const { app, db } = await createTestApp();

describe('GET /api/faqs', () => {
  it('lists FAQs in order with their line breaks', async () => {
    await createFaq(db, { question: 'Second?', position: 2 });
    await createFaq(db, { question: 'First?', answer: 'Yes.\nAlways with a driver.', position: 1 });
    const response = await app.inject({ method: 'GET', url: '/api/faqs' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        _id: expect.any(String),
        question: 'First?',
        answer: 'Yes.\nAlways with a driver.',
        inEnglish: [],
      },
      { _id: expect.any(String), question: 'Second?', answer: expect.any(String), inEnglish: [] },
    ]);
  });
});
