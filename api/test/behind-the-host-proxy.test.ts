// The login limit through the real pair: the host's /api proxy (tools/static-server) in front of
// the API, both listening on loopback.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createStaticServer } from '../../tools/static-server/index.mjs';
import { ADMIN, createTestApp } from '../src/testing/test-app';

describe('login through the host proxy', () => {
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let proxy: Awaited<ReturnType<typeof createStaticServer>>;
  let root: string;
  let base: string;

  beforeAll(async () => {
    api = await createTestApp({ loginRateLimit: 10 });
    const apiTarget = await api.app.listen({ port: 0, host: '127.0.0.1' });
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'spotter-proxy-'));
    proxy = await createStaticServer({ root, spa: true, apiTarget });
    await proxy.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    // Nothing is in flight by now. Connections kept alive for reuse (between the test and the
    // proxy, and the proxy and the API) sometimes held a close past Jest's 5 s, and the run then
    // waited on the servers left open.
    proxy.server.closeAllConnections();
    await proxy.close();
    api.app.server.closeAllConnections();
    await api.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const login = (password: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/members/admin_login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ username: ADMIN.username, password }),
    });

  /** A login from another loopback address (Linux routes all of 127.0.0.0/8 to this machine). */
  const loginFrom = (localAddress: string, password: string) =>
    new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ username: ADMIN.username, password });
      const request = http.request(`${base}/api/members/admin_login`, {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      request.end(body);
    });

  it('does not let failures from one client address lock the admin out at another', async () => {
    for (let i = 0; i < 11; i += 1) await loginFrom('127.0.0.2', 'wrong-password');
    expect(await loginFrom('127.0.0.2', 'wrong-password')).toBe(429);
    expect(await loginFrom('127.0.0.3', ADMIN.password)).toBe(200);
  });

  it('cannot be dodged with made-up forwarding headers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const spoof = `10.0.${i}.1`;
      statuses.push(
        (
          await login('wrong-password', {
            'x-forwarded-for': spoof,
            'x-real-ip': spoof,
            forwarded: `for=${spoof}`,
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
  });
});
