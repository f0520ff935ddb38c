export interface Invoice {
  invoice_number: string;
  /** The member's name. */
  member: string;
  date: string;
  total_amount: number;
  due_amount: number;
}
