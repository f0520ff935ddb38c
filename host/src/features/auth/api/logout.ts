import { request } from '@spotter/shared';

export function logout() {
  return request<{ status: string; message: string }>('/members/admin_logout', {
    method: 'POST',
    skipAuthRedirect: true,
  });
}
