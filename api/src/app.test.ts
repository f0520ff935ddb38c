import net from 'node:net';
import { loadConfig } from './config';
import { createTestApp } from './testing/test-app';

/** Sends a POST announcing 100 bytes of body, then one byte every 100 ms; answers what came back. */
function trickle(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write('POST /members/admin_login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n');
      timer = setInterval(() => socket.writable && socket.write(' '), 100);
    });
    socket.on('data', (chunk) => (answer += String(chunk)));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve(answer);
    });
  });
}

describe('the API as a network service', () => {
  it('listens on loopback only unless told otherwise', () => {
    expect(loadConfig({}, () => {}).host).toBe('localhost');
    expect(loadConfig({ API_HOST: '0.0.0.0' }, () => {}).host).toBe('0.0.0.0');
  });

  it('marks every answer nosniff, errors included', async () => {
    const ctx = await createTestApp();
    try {
      const answer = await ctx.app.inject({ url: '/members/admin_me' });
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await ctx.close();
    }
  });

  it('closes a connection whose body trickles in slower than the request timeout', async () => {
    const ctx = await createTestApp({ requestTimeoutMs: 500, headersTimeoutMs: 300 });
    try {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = ctx.app.server.address() as net.AddressInfo;
      expect(await trickle(port)).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await ctx.close();
    }
  });
});
