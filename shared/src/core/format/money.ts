const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Whole rupees with Indian digit grouping: 120000 → '₹1,20,000'. */
export function formatRupees(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return 'N/A';
  const text = `₹${rupees.format(Math.abs(Math.round(amount)))}`;
  return amount < 0 && Math.round(amount) !== 0 ? `-${text}` : text;
}
