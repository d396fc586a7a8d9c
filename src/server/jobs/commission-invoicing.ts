import type { FastifyBaseLogger } from 'fastify';
import { addMonths, indiaToday } from '../../shared/india-time.js';
import type { Database } from '../db/client.js';
import {
  issueMonthCommissionInvoices,
  type SaarthiIdentity,
} from '../modules/statements/commission-invoices.repository.js';
import { runEvery } from './run-every.js';

const INTERVAL_MS = 60 * 60 * 1000;

/**
 * Issues Saarthi's commission invoices of the month just over: within the first hour of a new
 * India month every company charged commission has its invoice, dated then, as GST rules want
 * it soon after the supply. Any instance may run it: each invoice is issued under its company's
 * row lock, and one issued already is left as it is.
 */
export function startCommissionInvoicing(
  db: Database,
  saarthi: SaarthiIdentity,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
): () => Promise<void> {
  return runEvery(INTERVAL_MS, async () => {
    const month = addMonths(indiaToday().slice(0, 7), -1);
    try {
      const issued = await issueMonthCommissionInvoices(db, saarthi, month, new Date());
      if (issued > 0) log.info({ month, issued }, "Issued Saarthi's commission invoices");
    } catch (error) {
      log.error({ err: error, month }, "Issuing Saarthi's commission invoices failed");
    }
  });
}
