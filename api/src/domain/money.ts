/** Money is whole rupees (docs/product.md §12). */

/** What is still owed: never below zero. */
export const dueOf = (fee: number, paid: number) => Math.max(fee - paid, 0);

/** ₹ with Indian digit grouping: 150000 → ₹1,50,000. */
export const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

/** Sequential, zero-padded: 1 → INV-00001. */
export const invoiceNumber = (id: number) => `INV-${String(id).padStart(5, '0')}`;

/** Sequential, zero-padded, a sequence of its own: 1 → CN-00001. */
export const creditNoteNumber = (id: number) => `CN-${String(id).padStart(5, '0')}`;
