import net from 'node:net';
import zlib from 'node:zlib';
import { loadConfig } from './config';
import { createTestApp, login } from './testing/test-app';

/** Sends a POST announcing 100 bytes of body, then one byte every 100 ms; answers what came back. */
function trickle(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(
        'POST /members/admin_login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n',
      );
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

  it('compresses answers for clients that accept it, and only for them', async () => {
    const ctx = await createTestApp();
    try {
      const cookie = await login(ctx.app);
      for (let i = 1; i <= 20; i += 1) {
        const added = await ctx.app.inject({
          method: 'POST',
          url: '/members/add_plan',
          headers: { cookie },
          payload: {
            name: `Plan number ${i}`,
            duration_days: 30,
            price: 1000 + i,
            description: 'Morning batch with a trainer',
          },
        });
        expect(added.statusCode).toBe(201);
      }
      const plain = await ctx.app.inject({ url: '/members/view_plans', headers: { cookie } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.json().plans).toHaveLength(20);

      const br = await ctx.app.inject({
        url: '/members/view_plans',
        headers: { cookie, 'accept-encoding': 'br, gzip' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

      const gzip = await ctx.app.inject({
        url: '/members/view_plans',
        headers: { cookie, 'accept-encoding': 'gzip' },
      });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    } finally {
      await ctx.close();
    }
  });

  it('refuses a compressed request body instead of inflating it', async () => {
    const ctx = await createTestApp();
    try {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/members/admin_login',
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        payload: zlib.gzipSync(JSON.stringify({ username: 'x', password: 'y' })),
      });
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
    } finally {
      await ctx.close();
    }
  });

  it("waits for a plugin that takes longer than Fastify's default 10 s to start, as on a starved machine", async () => {
    const ctx = await createTestApp();
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      let started = false;
      void ctx.app.register(async () => {
        await new Promise((resolve) => setTimeout(resolve, 60_000));
        started = true;
      });
      const ready = ctx.app.ready();
      await jest.advanceTimersByTimeAsync(60_000);
      await ready;
      expect(started).toBe(true);
    } finally {
      jest.useRealTimers();
      await ctx.close();
    }
  });
});
