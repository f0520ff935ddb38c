// A database server that vanished without closing anything (a fail-over moving its address) never
// answers: connecting gives up after CONNECT_TIMEOUT_MS, so a request answers 503 then instead of
// waiting out the request timeout.
import net from 'node:net';
import { sql } from 'kysely';
import { CONNECT_TIMEOUT_MS, openPostgres } from './database';
import { isConnectionLost } from './errors';

describe('a PostgreSQL server that does not answer', () => {
  let silent: net.Server;
  const sockets = new Set<net.Socket>();
  beforeAll(async () => {
    // Accepts connections and never says a word, as a host that swallows them would look.
    silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('fails a query as a lost connection once connecting has taken CONNECT_TIMEOUT_MS', async () => {
    const { port } = silent.address() as net.AddressInfo;
    const opened = await openPostgres(`postgres://nobody:secret@127.0.0.1:${port}/spotter`, 2, {
      migrate: false,
    });
    try {
      const started = Date.now();
      const error: unknown = await sql`SELECT 1`.execute(opened.db).then(
        () => undefined,
        (failure: unknown) => failure,
      );
      const waited = Date.now() - started;
      expect(isConnectionLost(error)).toBe(true);
      expect(waited).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - 100);
      // The request timeout (30 s) is what it would otherwise have waited.
      expect(waited).toBeLessThan(20_000);
    } finally {
      await opened.close();
    }
  });
});
