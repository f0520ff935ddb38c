import { rememberAccount } from './signed-in';

export interface Reply {
  status: number;
  body?: unknown;
  blob?: Blob;
  /** Headers besides the content type (a download's Content-Disposition). */
  headers?: Record<string, string>;
}
/** A multipart body as an object of its fields (strings and Files); a JSON body parsed; a file's bytes as `file`. */
export type SentBody = Record<string, unknown> | undefined;
export interface Call {
  method: string;
  /** The path with its query, without the client's `/api` prefix. */
  path: string;
  body: SentBody;
}
export type Answer = (
  method: string,
  path: string,
  body: SentBody,
  /** The request as the client made it: its headers and its body as sent. */
  sent: RequestInit,
) => Reply | undefined | Promise<Reply | undefined>;

// jsdom has no Response: answer with the part of it the shared client reads.
const response = ({ status, body, blob, headers }: Reply) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers({
      ...headers,
      'Content-Type': blob ? blob.type || 'application/octet-stream' : 'application/json',
    }),
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
    blob: async () => blob ?? new Blob([JSON.stringify(body ?? '')]),
  }) as unknown as Response;

const readBody = (raw: BodyInit | null | undefined): SentBody => {
  if (typeof raw === 'string') return JSON.parse(raw) as Record<string, unknown>;
  if (raw instanceof Blob) return { file: raw };
  return raw instanceof FormData ? Object.fromEntries(raw.entries()) : undefined;
};

/** Puts `answers` (tried in order, first reply wins) behind `globalThis.fetch`, recording every call. */
export function stubFetch(...answers: (Answer | undefined)[]) {
  rememberAccount(undefined);
  const calls: Call[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = {
      method: init?.method ?? 'GET',
      path: String(input).replace(/^\/api/, ''),
      body: readBody(init?.body),
    };
    calls.push(call);
    for (const answer of answers) {
      const reply = await answer?.(call.method, call.path, call.body, init ?? {});
      if (reply) return response(reply);
    }
    return response({ status: 404, body: { status: 'failed', message: 'Not found' } });
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return { calls, fetchMock };
}
