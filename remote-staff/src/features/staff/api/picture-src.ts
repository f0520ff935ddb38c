import { buildUrl } from '@spotter/shared';

/**
 * The API answers pictures as API-relative paths (`/members/trainer_staff_picture/1?v=…`); the
 * browser reaches the API under the client's base URL, so they are resolved against it.
 */
export function pictureSrc(profilePicture: string | null): string | null {
  if (!profilePicture) return null;
  if (/^(https?:|data:|blob:)/i.test(profilePicture)) return profilePicture;
  return buildUrl(profilePicture);
}
