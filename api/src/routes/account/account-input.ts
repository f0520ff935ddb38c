import type { AdminProfile, AdminProfileInput } from '../../schemas';

/** The settings form as stored: the schema has held e-mail and phone to their rules and trimmed them. */
export const parseProfile = (input: AdminProfileInput): AdminProfile => ({
  full_name: input.full_name.trim(),
  email: input.email,
  phone: input.phone,
});
