import { paths, request, type Done } from '@spotter/shared';

export function logout() {
  return request<Done>(paths.auth.logout, {
    method: 'POST',
    skipAuthRedirect: true,
  });
}
