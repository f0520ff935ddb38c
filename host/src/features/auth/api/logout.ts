import { request, type Done } from '@spotter/shared';

export function logout() {
  return request<Done>('/members/admin_logout', {
    method: 'POST',
    skipAuthRedirect: true,
  });
}
