import { request } from '@spotter/shared';

export interface LoginResponse {
  status?: string;
  message?: string;
}

export function login(username: string, password: string, signal?: AbortSignal) {
  const form = new FormData();
  form.append('username', username);
  form.append('password', password);
  return request<LoginResponse>('/members/admin_login', {
    method: 'POST',
    form,
    signal,
    skipAuthRedirect: true,
  });
}
