/**
 * Paying a company by UPI (docs/product/trips-and-money.md#payments): the `upi://pay` link every
 * UPI app opens with the payee, the amount and the booking's reference filled in, and the same
 * link as a QR code for paying from another phone. The QR is drawn by the `qrcode` library, on
 * the server, so the web app carries no QR code of its own.
 */
import QRCode from 'qrcode';
import type { UpiPayment } from '../../../shared/contracts/billing.js';

/** The link of NPCI's UPI linking specification: payee, name, amount, currency and a note. */
export function upiLink(upiId: string, payee: string, amount: number, reference: string): string {
  const query = new URLSearchParams({
    pa: upiId,
    pn: payee,
    am: `${amount}.00`,
    cu: 'INR',
    tn: reference,
  });
  // UPI apps read spaces as %20, not the form encoding's "+".
  return `upi://pay?${query.toString().replaceAll('+', '%20')}`;
}

/** What the customer pays the balance with: the link and its QR code as an SVG data URL. */
export async function upiPayment(
  upiId: string,
  payee: string,
  amount: number,
  reference: string,
): Promise<UpiPayment> {
  const link = upiLink(upiId, payee, amount, reference);
  const svg = await QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    upiId,
    payee,
    amount,
    link,
    qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}
