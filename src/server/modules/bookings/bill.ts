/**
 * The final bill of a trip (docs/product/trips-and-money.md#the-bill): pure arithmetic, like the
 * quote it follows. The trip is priced again with the booking's own copy of the car's rates on
 * what was driven (the odometer readings) until it actually ended, the expenses the driver paid
 * on the way are added at cost, and every line says what the quote had for it.
 */
import type {
  Bill,
  BillLine,
  Expense,
  ExpenseKind,
  Quote,
  QuoteLine,
  QuoteLineCode,
} from '../../../shared/contracts/bookings.js';
import type { BookingStatus, TripType } from '../../../shared/booking-constants.js';
import type { Tariff } from '../../../shared/trip-pricing.js';
import { GST_PERCENT, type CancellationPolicy } from '../../../shared/booking-constants.js';
import { cancellationPercent } from './policy.js';
import { formatRupees } from '../../../shared/money.js';
import { addGst, priceTrip, rupees } from '../quotes/quote.js';
import { withoutOffer } from '../promotions/offer.js';

const HOUR_MS = 3_600_000;

/** What the bill of a booking is made from, as the booking's row keeps it. */
export interface BillFacts {
  tripType: TripType;
  pickupAt: Date;
  quote: Quote;
  tariff: Tariff | null;
  odometerStart: number | null;
  odometerEnd: number | null;
  endedAt: Date | null;
  expenses: Expense[];
}

const EXPENSE_LINES: Record<ExpenseKind, { code: QuoteLineCode; label: string }> = {
  toll: { code: 'tolls_paid', label: 'Tolls paid on the way' },
  parking: { code: 'parking_paid', label: 'Parking paid on the way' },
  permit: { code: 'permit_paid', label: 'State permits paid on the way' },
  other: { code: 'other_paid', label: 'Other expenses paid on the way' },
};

/** The quote's estimate each paid line settles: estimated tolls against the tolls paid. */
const SETTLES: Partial<Record<QuoteLineCode, QuoteLineCode>> = {
  tolls: 'tolls_paid',
  permit: 'permit_paid',
};

/** Amounts per line code, the quote's estimates counted under the code that settles them. */
function amountsByCode(lines: readonly QuoteLine[]): Map<QuoteLineCode, number> {
  const amounts = new Map<QuoteLineCode, number>();
  for (const line of lines) {
    const code = SETTLES[line.code] ?? line.code;
    amounts.set(code, (amounts.get(code) ?? 0) + line.amount);
  }
  return amounts;
}

/** The expenses as lines, one per kind, in the order of EXPENSE_LINES. */
function expenseLines(expenses: readonly Expense[]): QuoteLine[] {
  return (Object.keys(EXPENSE_LINES) as ExpenseKind[]).flatMap((kind) => {
    const amount = expenses
      .filter((expense) => expense.kind === kind)
      .reduce((sum, expense) => sum + expense.amount, 0);
    return amount > 0 ? [{ ...EXPENSE_LINES[kind], amount }] : [];
  });
}

/** The bill of a trip without readings (or without its rates kept): the quote, line for line. */
export function asQuoted(offered: Quote, paid: number): Bill {
  // Saarthi's offer is paid beside the bill, never a line of the company's price.
  const quote = withoutOffer(offered);
  return {
    ...quote,
    lines: quote.lines.map((line) => ({ ...line, quoted: line.amount })),
    basis: 'quote',
    paid,
    credited: 0,
    due: quote.total - paid,
  };
}

/** The final bill, less `paid`. */
export function finalBill(facts: BillFacts, paid = 0): Bill {
  const { tariff, odometerStart, odometerEnd, endedAt } = facts;
  const quote = withoutOffer(facts.quote);
  if (tariff === null || odometerStart === null || odometerEnd === null || endedAt === null)
    return asQuoted(quote, paid);

  // The time charged runs from the booked pickup (a driver setting out early is the company's
  // choice) to the actual end, an hour at least.
  const returnAt = new Date(Math.max(endedAt.getTime(), facts.pickupAt.getTime() + HOUR_MS));
  const drivenKm = odometerEnd - odometerStart;
  // A drop still pays the driver's way back; tolls and permits come from the receipts now.
  const route =
    facts.tripType === 'one_way' && quote.to
      ? {
          placeId: quote.to.id,
          placeName: quote.to.name,
          km: quote.to.routeKm,
          tolls: { car: 0, lcv: 0 },
          permits: [],
        }
      : undefined;
  const priced = priceTrip(tariff, {
    tripType: facts.tripType,
    pickupAt: facts.pickupAt,
    returnAt,
    estimatedKm: drivenKm,
    package: quote.package,
    route,
  });

  const lines: QuoteLine[] = [
    ...priced.lines.filter((line) => line.code !== 'gst'),
    ...expenseLines(facts.expenses),
  ];
  const quoted = amountsByCode(quote.lines.filter((line) => line.code !== 'gst'));
  // What the quote had and the bill no longer charges shows as nothing, beside its estimate.
  for (const [code, amount] of quoted) {
    if (amount > 0 && !lines.some((line) => line.code === code)) {
      const estimate = quote.lines.find((line) => (SETTLES[line.code] ?? line.code) === code);
      lines.push({ code, label: `${estimate?.label ?? code}: not charged`, amount: 0 });
    }
  }
  const { fare, gst } = addGst(lines);
  const quotedGst = quote.lines.find((line) => line.code === 'gst')?.amount ?? null;
  const billLines: BillLine[] = lines.map((line) => ({
    ...line,
    quoted: line.code === 'gst' ? quotedGst : (quoted.get(line.code) ?? null),
  }));
  const total = fare + gst;
  return {
    ...priced,
    lines: billLines,
    fare,
    total,
    notes: [],
    basis: 'readings',
    paid,
    credited: 0,
    due: total - paid,
  };
}

/**
 * The bill of a cancellation's or a no-show's fee: the fee the customer was told before
 * confirming is what they pay, GST included, so the GST is taken out of it (rounded half up
 * once) and the rest is the fee's taxable line. Its tax invoice is written from these lines.
 */
export function feeBill(
  quote: Quote,
  fee: number,
  kind: 'cancellation' | 'no_show',
  percent: number,
): Bill {
  const gst = rupees((fee * GST_PERCENT) / (100 + GST_PERCENT));
  const fare = formatRupees(quote.fare);
  const lines: BillLine[] = [
    {
      code: kind === 'cancellation' ? 'cancellation_fee' : 'no_show_fee',
      label:
        kind === 'cancellation'
          ? `Cancellation fee: ${percent}% of the fare of ${fare}`
          : `No-show fee: ${percent}% of the fare of ${fare}`,
      amount: fee - gst,
      quantity: percent,
      quoted: null,
    },
    { code: 'gst', label: `GST ${GST_PERCENT}% included`, amount: gst, quoted: null },
  ];
  return {
    ...quote,
    lines,
    fare: fee - gst,
    total: fee,
    notes: [],
    basis: 'fee',
    credited: 0,
    paid: 0,
    due: fee,
  };
}

/**
 * The bill of a fee just charged, its line saying which share of the fare the policy took: the
 * tier for the notice given on a cancellation, the no-show share on a no-show.
 */
export function feeBillOf(
  booking: { quote: Quote; pickupAt: Date; cancellationPolicy: CancellationPolicy },
  kind: 'cancellation' | 'no_show',
  fee: number,
  now: Date,
): Bill {
  const percent =
    kind === 'cancellation'
      ? cancellationPercent(
          booking.cancellationPolicy,
          (booking.pickupAt.getTime() - now.getTime()) / HOUR_MS,
        )
      : booking.cancellationPolicy.noShowPercent;
  return feeBill(booking.quote, fee, kind, percent);
}

/**
 * Where a billed booking may be moved and keep its bill: a completed trip reopened by an
 * operator to set its readings right. Moved anywhere else (cancelled, declined, a no-show), the
 * sale the bill records is undone: the bill goes, a fee's bill may take its place, and its
 * invoice is taken back by a credit note.
 */
export const KEEPS_BILL: readonly BookingStatus[] = ['completed', 'in_progress', 'confirmed'];
