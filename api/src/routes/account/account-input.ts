import { badRequest } from '../../lib/http-errors';
import { isEmail } from '../../schemas/input-rules';
import type { AdminProfile, AdminProfileInput } from '../../schemas';

/** The member form's phone rule (docs/product.md §18 follows it). */
export const PHONE = /^\+?\d{7,15}$/;

/** The settings form, trimmed and checked field by field; the first problem becomes the 400 message. */
export function parseProfile(input: AdminProfileInput): AdminProfile {
  const full_name = input.full_name.trim();
  const email = input.email.trim();
  const phone = input.phone.trim();
  if (email && !isEmail(email)) throw badRequest('E-mail must be a valid e-mail address');
  if (phone && !PHONE.test(phone))
    throw badRequest('Phone number must be 7 to 15 digits, optionally starting with +');
  return { full_name, email, phone };
}
