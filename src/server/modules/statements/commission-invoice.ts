/**
 * Saarthi's tax invoice for a month's commission (docs/product/trips-and-money.md#saarthis-commission-invoice):
 * pure wording and arithmetic, so the rules are tested without a database. The commission and its
 * GST are the ledger's, as the month's statement shows them; the invoice only says who supplies
 * whom, where, and splits the GST by state.
 */
import { SAC_TRANSPORT_RESERVATION } from '../../../shared/billing-constants.js';
import { COMMISSION_GST_PERCENT } from '../../../shared/commission.js';
import type { CommissionInvoiceDocument } from '../../../shared/contracts/statements.js';
import { GST_STATES } from '../../../shared/gst-states.js';
import { rupeesInWords, splitGst, stateOfCity } from '../invoices/invoice.js';

/** Saarthi's commission series: `SC/2026-27/00001`, sixteen characters as GST rules allow. */
export const commissionInvoiceNumber = (financialYear: string, sequence: number) =>
  `SC/${financialYear}/${String(sequence).padStart(5, '0')}`;

export interface CommissionInvoiceFacts {
  number: string;
  issuedAt: Date;
  month: string;
  /** Saarthi as configured: its legal name, GSTIN and registered address. */
  saarthi: { legalName: string; gstin: string; address: string };
  company: {
    travelsName: string;
    legalName: string;
    address: string;
    gstin: string;
    city: string;
  };
  trips: number;
  commission: number;
  commissionGst: number;
}

/**
 * The invoice of a month's commission. Saarthi supplies a registered business, so the place of
 * supply is where the company is registered (its GSTIN's state, its city's without one): the
 * same state as Saarthi's charges CGST and SGST, half the GST each; another charges IGST.
 */
export function commissionInvoice(facts: CommissionInvoiceFacts): CommissionInvoiceDocument {
  const { company, saarthi, commissionGst: gst } = facts;
  const saarthiState = saarthi.gstin.slice(0, 2);
  const code = company.gstin.slice(0, 2) || (stateOfCity(company.city)?.code ?? saarthiState);
  const sameState = code === saarthiState;
  const total = facts.commission + gst;
  return {
    number: facts.number,
    issuedAt: facts.issuedAt.toISOString(),
    month: facts.month,
    seller: {
      legalName: saarthi.legalName,
      address: saarthi.address,
      gstin: saarthi.gstin,
      stateCode: saarthiState,
    },
    buyer: {
      name: company.travelsName,
      legalName: company.legalName || company.travelsName,
      address: company.address,
      gstin: company.gstin,
      stateCode: code,
    },
    placeOfSupply: { code, state: GST_STATES[code] ?? '' },
    sac: SAC_TRANSPORT_RESERVATION,
    trips: facts.trips,
    taxableValue: facts.commission,
    gstPercent: COMMISSION_GST_PERCENT,
    ...splitGst(gst, sameState),
    total,
    totalInWords: rupeesInWords(total),
  };
}
