/**
 * Payments and tax invoices (docs/product/trips-and-money.md#payments and #the-tax-invoice):
 * the rules the server enforces and the forms ask by.
 */

/** How a company may record that it was paid. */
export const RECORDED_PAYMENT_METHODS = ['upi', 'cash', 'card', 'bank'] as const;
/**
 * How a company may have been paid: as it records, or by Saarthi's offer, which Saarthi pays on
 * the customer's behalf when the trip completes and nets in the month's settlement.
 */
export const PAYMENT_METHODS = [...RECORDED_PAYMENT_METHODS, 'offer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A tax invoice, or the credit note that corrects one. */
export const TAX_DOCUMENT_KINDS = ['invoice', 'credit_note'] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

/** The services accounting code of passenger transport with an operator (rent-a-cab). */
export const SAC_PASSENGER_TRANSPORT = '9966';

/**
 * The services accounting code of Saarthi's commission: reservation services for transportation,
 * which is what a marketplace booking a car with its driver supplies to the company.
 */
export const SAC_TRANSPORT_RESERVATION = '998551';

/** A UPI transfer's reference: the 12-digit UTR every UPI app shows after paying. */
export const UTR_PATTERN = /^\d{12}$/;

export const PAYMENT_LIMITS = {
  /** A card slip's or bank transfer's reference, at most. */
  referenceMax: 40,
  /**
   * The most one payment, refund or credit may be, in rupees: beyond any trip's bill, so a
   * mistyped amount gets a clear message rather than reaching the database.
   */
  amountMax: 1_000_000,
} as const;
