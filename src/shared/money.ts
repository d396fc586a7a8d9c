const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** Rupee amounts in the Indian grouping, e.g. ₹1,25,000. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}
