type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

// jsdom has no Response: answer with the part of it the shared client reads.
export const json = (status: number, body: unknown) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers({ 'Content-Type': 'application/json' }),
    text: async () => JSON.stringify(body),
  }) as unknown as Response;

export const signedIn = () => json(200, { status: 'success', admin: { id: 1, username: 'owner' } });
export const signedOut = () => json(401, { status: 'failed', message: 'Please log in to continue.' });

/** `globalThis.fetch` answering by "METHOD /path" (the /api prefix removed); unknown calls 404. */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: string[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
    const key = `${init?.method ?? 'GET'} ${path}`;
    calls.push(key);
    const handler = handlers[key];
    return handler ? handler(init) : json(404, { status: 'failed', message: `No route ${key}` });
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return { calls, fetchMock, handlers };
}
