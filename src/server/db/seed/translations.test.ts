import { describe, expect, it } from 'vitest';
import { FaqBodySchema } from '../../../shared/contracts/content.js';
import { BLOGS, CAR_OFFERS, FAQS, HOME_STRIP, TOURS } from './data.js';
import {
  BLOG_TRANSLATIONS,
  CAR_OFFER_TRANSLATIONS,
  FAQ_TRANSLATIONS,
  HOME_STRIP_TRANSLATIONS,
  TOUR_TRANSLATIONS,
} from './translations.js';

describe('the demo content in Telugu and Hindi', () => {
  it('has every FAQ and every home strip title in both languages, within the limits', () => {
    for (const faq of FAQS) {
      const words = FAQ_TRANSLATIONS[faq.question];
      expect(words, faq.question).toBeDefined();
      // Held to the operators' own rules: the same limits as English.
      const body = FaqBodySchema.safeParse({ ...faq, translations: words });
      expect(body.success && body.data.translations, faq.question).toEqual(words);
    }
    for (const item of Object.values(HOME_STRIP).flat())
      expect(HOME_STRIP_TRANSLATIONS[item.title], item.title).toBeDefined();
  });

  it('translates only content that exists, so a renamed English item is noticed', () => {
    const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);
    expect(FAQS.map((faq) => faq.question)).toEqual(
      expect.arrayContaining(Object.keys(FAQ_TRANSLATIONS)),
    );
    expect(titles(BLOGS)).toEqual(expect.arrayContaining(Object.keys(BLOG_TRANSLATIONS)));
    expect(titles(CAR_OFFERS)).toEqual(expect.arrayContaining(Object.keys(CAR_OFFER_TRANSLATIONS)));
    expect(titles(TOURS)).toEqual(expect.arrayContaining(Object.keys(TOUR_TRANSLATIONS)));
    expect(titles(Object.values(HOME_STRIP).flat())).toEqual(
      expect.arrayContaining(Object.keys(HOME_STRIP_TRANSLATIONS)),
    );
  });

  it('tells the real prices and rules in every language', () => {
    const pricing = FAQ_TRANSLATIONS['How is the price of my trip calculated?']!;
    for (const answer of [pricing.te.answer, pricing.hi.answer])
      for (const figure of ['₹300', '₹250', '5 %', '150', '₹2,000'])
        expect(answer).toContain(figure);
    const cancelling = FAQ_TRANSLATIONS['Can I cancel a booking? What does it cost?']!;
    for (const answer of [cancelling.te.answer, cancelling.hi.answer])
      for (const figure of ['24', '25 %', '50 %']) expect(answer).toContain(figure);
  });
});
