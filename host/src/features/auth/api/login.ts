import { paths, request, type Done } from '@spotter/shared/core';

export function login(username: string, password: string, signal?: AbortSignal) {
  const form = new FormData();
  form.append('username', username);
  form.append('password', password);
  return request<Done>(paths.auth.login, {
    method: 'POST',
    form,
    signal,
    skipAuthRedirect: true,
  });
}
