/**
 * What Saarthi earns on a trip (docs/product/trips-and-money.md#commission): a
 * share of each completed trip's taxable fare, at the company's rate, and GST on that share. The
 * statements, the ledger and the Business Model page all work it out here.
 */
import { shareOf } from './money.js';

/** Rates are kept in basis points (hundredths of a percent), so 10.5 % stays exact. */
export const BASIS_POINTS = 10_000;

/** Saarthi's commission unless an operator sets another rate for a company: 10 %. */
export const DEFAULT_COMMISSION_BASIS_POINTS = 1_000;

/** The highest rate an operator may set for a company: 30 %. */
export const COMMISSION_BASIS_POINTS_MAX = 3_000;

/** GST on Saarthi's commission, a service Saarthi sells the company. */
export const COMMISSION_GST_PERCENT = 18;

export interface Commission {
  commission: number;
  gst: number;
}

/** The commission on `taxableFare` at `basisPoints`, and the GST on it, in whole rupees. */
export function commissionOn(taxableFare: number, basisPoints: number): Commission {
  const commission = shareOf(taxableFare, basisPoints, BASIS_POINTS);
  return { commission, gst: shareOf(commission, COMMISSION_GST_PERCENT, 100) };
}

/** A rate in basis points as the percentage people read: 1000 → 10, 1050 → 10.5. */
export const percentFromBasisPoints = (basisPoints: number) => basisPoints / 100;
