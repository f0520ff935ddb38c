import { readPhone } from '../../schemas/input-rules';

/**
 * The key a member's phone is matched by (docs/product/import.md §24): the phone as the one phone
 * rule reads and stores it (`readPhone`), so "+91 98765-43210", "098765 43210",
 * "(0091) 98765 43210" and "9876543210" are one number and a sheet's phones find the members the
 * counter typed in. Null: the text is not a phone number.
 */
export const phoneKey = (text: string): string | null => readPhone(text);
