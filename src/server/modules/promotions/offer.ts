/**
 * What an offer takes off a trip (docs/product/trips-and-money.md#offers): pure arithmetic and
 * the terms a trip must keep, so the quote, the booking and the tests apply a code the same way.
 * Saarthi pays the discount: the company's fare, GST and commission are worked out before it,
 * and the discount is a line of its own after them.
 */
import type { Quote } from '../../../shared/contracts/bookings.js';
import type { PromotionKind } from '../../../shared/contracts/promotions.js';
import type { MessageParams } from '../../../shared/message-ref.js';
import { formatRupees } from '../../../shared/money.js';
import { rupees } from '../quotes/quote.js';

/** An offer as the database keeps it. */
export interface OfferTerms {
  id: string;
  code: string;
  kind: PromotionKind;
  value: number;
  cap: number | null;
  validFrom: string;
  validTo: string;
  firstTripOnly: boolean;
  perCustomer: number;
  totalLimit: number;
  cities: string[];
  uses: number;
  endedAt: Date | null;
}

export type OfferRefusal =
  | 'promotion_unknown'
  | 'promotion_not_started'
  | 'promotion_expired'
  | 'promotion_city'
  | 'promotion_first_trip'
  | 'promotion_customer_limit'
  | 'promotion_over_fare'
  | 'promotion_used_up';

/** Why a code does not apply; a route answers it on the `promoCode` field (used up: 409). */
export class OfferRefused extends Error {
  constructor(
    readonly refusal: OfferRefusal,
    readonly params?: MessageParams,
  ) {
    super(refusal);
    this.name = 'OfferRefused';
  }
}

/**
 * The rupees an offer takes off a fare (the company's price before GST): an amount as it is, a
 * percentage rounded half up and held to its cap.
 */
export function discountOf(terms: Pick<OfferTerms, 'kind' | 'value' | 'cap'>, fare: number) {
  if (terms.kind === 'amount') return terms.value;
  const off = rupees((fare * terms.value) / 100);
  return terms.cap === null ? off : Math.min(off, terms.cap);
}

/**
 * The first term of an offer a trip in `city` on India day `today` breaks, whoever books it;
 * the customer's own terms (first trip, uses) and the limit are the booking's to check.
 */
export function termsRefusal(terms: OfferTerms, city: string, today: string): OfferRefused | null {
  if (terms.endedAt !== null || today > terms.validTo) return new OfferRefused('promotion_expired');
  if (today < terms.validFrom)
    return new OfferRefused('promotion_not_started', { day: terms.validFrom });
  if (terms.cities.length > 0 && !terms.cities.includes(city))
    return new OfferRefused('promotion_city', { city });
  if (terms.uses >= terms.totalLimit) return new OfferRefused('promotion_used_up');
  return null;
}

/**
 * The quote with the offer's line added and its total lowered. An amount larger than the fare is
 * refused: Saarthi gives money off a trip, never a trip for free and change besides.
 */
export function withOffer(quote: Quote, terms: OfferTerms): Quote {
  const amount = discountOf(terms, quote.fare);
  if (amount > quote.fare) throw new OfferRefused('promotion_over_fare');
  const label =
    terms.kind === 'percent'
      ? `Saarthi offer ${terms.code}: ${terms.value}% off the fare${terms.cap !== null ? `, up to ${formatRupees(terms.cap)}` : ''}`
      : `Saarthi offer ${terms.code}: ${formatRupees(amount)} off`;
  return {
    ...quote,
    lines: [...quote.lines, { code: 'promotion', label, amount: -amount }],
    total: quote.total - amount,
    promotion: { code: terms.code, amount },
  };
}

/**
 * The quote as the company prices it, without Saarthi's offer: what a trip billed as quoted is
 * invoiced for, and what the company's figures count.
 */
export function withoutOffer(quote: Quote): Quote {
  if (!quote.promotion) return quote;
  const { promotion, ...rest } = quote;
  return {
    ...rest,
    lines: quote.lines.filter((line) => line.code !== 'promotion'),
    total: quote.total + promotion.amount,
  };
}
