import { COMMISSION_GST_PERCENT } from '../../shared/commission.js';
import { shareOf } from '../../shared/money.js';
import type { Database } from '../db/client.js';
import { ledgerEntries, ledgerTransactions } from '../db/schema/index.js';
import { monthBounds } from '../modules/statements/statements.repository.js';

/**
 * A trip's sale and the commission on it on the second day of a past `month`, as a completion then
 * would have written them: the ledger only ever takes new rows, so the past is written as it
 * would have been. Answers what the company owes Saarthi for it, GST included.
 */
export async function pastCommission(
  db: Database,
  trip: { companyId: string; bookingId: string; customerId: string },
  month: string,
  commission: number,
  fare = commission * 10,
): Promise<number> {
  const gst = shareOf(commission, COMMISSION_GST_PERCENT, 100);
  const occurredAt = new Date(monthBounds(month).from.getTime() + 86_400_000);
  await db.transaction(async (tx) => {
    const [sale, charged] = await tx
      .insert(ledgerTransactions)
      .values(
        (['sale', 'commission'] as const).map((event) => ({
          event,
          sourceId: crypto.randomUUID(),
          bookingId: trip.bookingId,
          travelCompanyId: trip.companyId,
          commissionBasisPoints: event === 'commission' ? 1_000 : null,
          occurredAt,
        })),
      )
      .returning({ id: ledgerTransactions.id });
    await tx.insert(ledgerEntries).values([
      {
        transactionId: sale!.id,
        account: 'customer_receivable',
        ownerId: trip.customerId,
        amount: fare,
      },
      { transactionId: sale!.id, account: 'company_fares', ownerId: trip.companyId, amount: -fare },
      {
        transactionId: charged!.id,
        account: 'company_saarthi',
        ownerId: trip.companyId,
        amount: commission + gst,
      },
      {
        transactionId: charged!.id,
        account: 'saarthi_commission',
        ownerId: null,
        amount: -commission,
      },
      { transactionId: charged!.id, account: 'saarthi_gst_payable', ownerId: null, amount: -gst },
    ]);
  });
  return commission + gst;
}
