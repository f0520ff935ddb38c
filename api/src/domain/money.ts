import type { PaymentMethod } from '../schemas/common';

/** Money is whole rupees (docs/product/billing.md §12). */

/** What is still owed: never below zero. */
export const dueOf = (fee: number, paid: number) => Math.max(fee - paid, 0);

/** ₹ with Indian digit grouping: 150000 → ₹1,50,000. */
export const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

/** Sequential, zero-padded: 1 → INV-00001. */
export const invoiceNumber = (id: number) => `INV-${String(id).padStart(5, '0')}`;

/** Sequential, zero-padded, a sequence of its own: 1 → CN-00001. */
export const creditNoteNumber = (id: number) => `CN-${String(id).padStart(5, '0')}`;

/** How a payment method is written for people (the forms' choices, invoices, the activity trail). */
export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = {
  cash: 'Cash',
  upi: 'UPI',
  card: 'Card',
  bank: 'Bank transfer',
};
