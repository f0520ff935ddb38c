import { isPhone, PHONE_SEPARATORS } from '../../schemas/input-rules';

/**
 * The key a member's phone is matched by (docs/product/import.md §24): "+91 98765-43210",
 * "098765 43210", "(0091) 98765 43210" and "9876543210" are one number, so a sheet's phones find
 * the members the counter typed in by hand. The country code 91 and the trunk 0 are dropped only
 * where what is left is the 10 digits of an Indian mobile number; any other number keeps its
 * digits. Null: the text is not a phone number (letters, two numbers, too few or too many digits).
 */
export function phoneKey(text: string): string | null {
  const digits = text.replace(PHONE_SEPARATORS, '').replace(/^\+/, '');
  if (!/^\d+$/.test(digits)) return null;
  const key =
    (digits.length === 12 && digits.startsWith('91')) ||
    (digits.length === 11 && digits.startsWith('0')) ||
    (digits.length === 14 && digits.startsWith('0091'))
      ? digits.slice(-10)
      : digits;
  return isPhone(key) ? key : null;
}
