import { paths, pathTo } from '@spotter/api/paths';
import { setActiveBranch } from '../branches/active-branch';
import { buildUrl, configureClient, request, requestBlob, saveBlob } from './client';
import { ApiError, errorMessage, NetworkError, TimeoutError, isAbortError } from './errors';

function respond(status: number, body = '', headers: Record<string, string> = {}) {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers(headers),
    text: async () => body,
    blob: async () => new Blob([body]),
  } as unknown as Response;
}

/** A fetch that never answers on its own, only rejects when its signal aborts. */
function hangingFetch() {
  return jest.fn((_url: RequestInfo | URL, init?: RequestInit) => {
    return new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('aborted', 'AbortError')),
      );
    });
  });
}

const fetchMock = jest.fn();
const onUnauthorized = jest.fn();
const onForbidden = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  onUnauthorized.mockReset();
  onForbidden.mockReset();
  globalThis.fetch = fetchMock;
  configureClient({ baseUrl: '/api', timeoutMs: 15_000, onUnauthorized, onForbidden });
});

const lastCall = () => fetchMock.mock.calls.at(-1) as [string, RequestInit];

test('GETs under the base URL with credentials and parses JSON', async () => {
  fetchMock.mockResolvedValue(respond(200, '{"plans":[]}'));
  await expect(
    request(paths.plans.list, { query: { page: 2, q: 'gold', skip: undefined } }),
  ).resolves.toEqual({ plans: [] });
  const [url, init] = lastCall();
  expect(url).toBe('/api/members/view_plans?page=2&q=gold');
  expect(init.credentials).toBe('include');
  expect(init.method).toBe('GET');
});

test('joins paths written without a leading slash', async () => {
  fetchMock.mockResolvedValue(respond(200, ''));
  await expect(request('members/view_plans')).resolves.toBeUndefined();
  expect(lastCall()[0]).toBe('/api/members/view_plans');
});

test("names the tab's branch last on every call once one is chosen, and nothing without", async () => {
  fetchMock.mockResolvedValue(respond(200, '{}'));
  expect(buildUrl(paths.plans.list, { page: 2 })).toBe('/api/members/view_plans?page=2');
  expect(buildUrl(paths.dashboard.summary)).toBe('/api/dashboard/summary');
  setActiveBranch(2);
  await request(paths.plans.list, { query: { page: 2, q: 'gold' } });
  expect(lastCall()[0]).toBe('/api/members/view_plans?page=2&q=gold&branch=2');
  await request(paths.plans.add, { method: 'POST', json: { name: 'Gold' } });
  expect(lastCall()[0]).toBe('/api/members/add_plan?branch=2');
  // A path that carries its own query (a cache key) keeps it, the branch after it.
  expect(buildUrl(`${paths.members.list}?page=1&page_size=5`)).toBe(
    '/api/members/view_members?page=1&page_size=5&branch=2',
  );
  setActiveBranch('all');
  await requestBlob('/invoices/history.csv');
  expect(lastCall()[0]).toBe('/api/invoices/history.csv?branch=all');
});

test('sends JSON bodies with a JSON content type', async () => {
  fetchMock.mockResolvedValue(respond(200, '{"plan":{"id":1}}'));
  await request(paths.plans.add, { method: 'POST', json: { name: 'Gold', duration_days: 30 } });
  const [, init] = lastCall();
  expect(init.method).toBe('POST');
  expect(init.body).toBe('{"name":"Gold","duration_days":30}');
  expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
});

test('sends FormData as is, letting the browser set the multipart boundary', async () => {
  fetchMock.mockResolvedValue(respond(200, '{}'));
  const form = new FormData();
  form.append('username', 'admin');
  await request(paths.auth.login, { method: 'POST', form });
  const [, init] = lastCall();
  expect(init.body).toBe(form);
  expect(new Headers(init.headers).has('Content-Type')).toBe(false);
});

test('sends a file as its own bytes, typed application/octet-stream, POST by default', async () => {
  fetchMock.mockResolvedValue(respond(201, '{}'));
  const file = new Blob(['Name,Phone\r\n'], { type: 'text/csv' });
  await request(paths.imports.upload, { body: file, query: { file_name: 'members.csv' } });
  const [url, init] = lastCall();
  expect(url).toBe('/api/imports?file_name=members.csv');
  expect(init.method).toBe('POST');
  expect(init.body).toBe(file);
  expect(new Headers(init.headers).get('Content-Type')).toBe('application/octet-stream');
});

test('a failure carries the server message, status and body', async () => {
  fetchMock.mockResolvedValue(respond(409, '{"status":"failed","message":"Plan already exists"}'));
  const error = await request(paths.plans.add, { method: 'POST', json: {} }).catch(
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({
    status: 409,
    message: 'Plan already exists',
    body: { status: 'failed', message: 'Plan already exists' },
  });
});

test('a failure without a message gets a fallback', async () => {
  fetchMock.mockResolvedValue(respond(500, 'oops'));
  await expect(request('/x')).rejects.toMatchObject({
    status: 500,
    message: 'Request failed (500)',
  });
});

test('401 calls onUnauthorized, except with skipAuthRedirect', async () => {
  fetchMock.mockResolvedValue(respond(401, '{"status":"failed","message":"Not signed in"}'));
  await expect(request(paths.plans.list)).rejects.toBeInstanceOf(ApiError);
  expect(onUnauthorized).toHaveBeenCalledTimes(1);
  await expect(request(paths.auth.login, { skipAuthRedirect: true })).rejects.toBeInstanceOf(
    ApiError,
  );
  expect(onUnauthorized).toHaveBeenCalledTimes(1);
});

test('403 calls onForbidden (the role may have changed), and is an ApiError with its message', async () => {
  fetchMock.mockResolvedValue(
    respond(403, '{"status":"failed","message":"You do not have permission to do this."}'),
  );
  await expect(request(paths.members.add, { method: 'POST' })).rejects.toMatchObject({
    status: 403,
    message: 'You do not have permission to do this.',
  });
  expect(onForbidden).toHaveBeenCalledTimes(1);
  expect(onUnauthorized).not.toHaveBeenCalled();
});

const NETWORK = 'Spotter cannot reach its server. Your changes are kept; try again.';

test('a rejected fetch becomes a NetworkError that says what to do, never the raw cause', async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  const error = await request('/x').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(NetworkError);
  expect((error as Error).message).toBe(NETWORK);
  expect(errorMessage(error, 'Update failed!')).toBe(NETWORK);
});

test.each([502, 503, 504])(
  'a gateway’s %i without the API’s JSON is a network failure, for requests and downloads',
  async (status) => {
    fetchMock.mockResolvedValue(respond(status, '<html>Bad Gateway</html>'));
    const error = await request('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(errorMessage(error, 'Update failed!')).toBe(NETWORK);
    fetchMock.mockResolvedValue(respond(status));
    await expect(
      requestBlob(pathTo(paths.invoices.memberInvoice, { id: 3 })),
    ).rejects.toBeInstanceOf(NetworkError);
  },
);

test('a 503 with the API’s own JSON is the API’s answer, and a 500 is not a network failure', async () => {
  fetchMock.mockResolvedValue(respond(503, '{"status":"failed","message":"Down for upkeep"}'));
  const down = await request('/x').catch((e: unknown) => e);
  expect(down).toBeInstanceOf(ApiError);
  expect(errorMessage(down, 'Update failed!')).toBe('Down for upkeep');
  fetchMock.mockResolvedValue(respond(500, 'oops'));
  const broken = await request('/x').catch((e: unknown) => e);
  expect(broken).toBeInstanceOf(ApiError);
  expect(errorMessage(broken, 'Update failed!')).toBe('Update failed!');
});

test('a request slower than the timeout becomes a TimeoutError', async () => {
  configureClient({ timeoutMs: 20 });
  globalThis.fetch = hangingFetch();
  await expect(request('/slow')).rejects.toBeInstanceOf(TimeoutError);
});

test("a call's own timeout is the one it waits for, not the client's", async () => {
  configureClient({ timeoutMs: 60_000 });
  globalThis.fetch = hangingFetch();
  await expect(request('/upload', { body: new Blob(['x']), timeoutMs: 20 })).rejects.toEqual(
    new TimeoutError(20),
  );
});

test('a request aborted by its caller is an abort, not a failure', async () => {
  globalThis.fetch = hangingFetch();
  const controller = new AbortController();
  const pending = request('/slow', { signal: controller.signal });
  controller.abort();
  const error = await pending.catch((e: unknown) => e);
  expect(isAbortError(error)).toBe(true);
  expect(error).not.toBeInstanceOf(NetworkError);
});

test('requestBlob returns the bytes and the suggested file name', async () => {
  fetchMock.mockResolvedValue(
    respond(200, '%PDF', { 'Content-Disposition': 'attachment; filename="invoice_3.pdf"' }),
  );
  const { blob, filename } = await requestBlob(pathTo(paths.invoices.memberInvoice, { id: 3 }));
  expect(filename).toBe('invoice_3.pdf');
  expect(blob.size).toBe(4);
});

test('saveBlob clicks a temporary download link', () => {
  URL.createObjectURL = jest.fn(() => 'blob:1');
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    expect(this.download).toBe('invoice_3.pdf');
    expect(this.href).toBe('blob:1');
  });
  saveBlob(new Blob(['x']), 'invoice_3.pdf');
  expect(click).toHaveBeenCalledTimes(1);
  expect(document.querySelector('a[download]')).toBeNull();
});

/**
 * A response whose body arrives in `parts`, one every `gapMs`; with `stall`, the parts stop and
 * the next read waits until the request's signal aborts. (jsdom has no ReadableStream: a reader
 * of the same shape.)
 */
function trickle(parts: string[], gapMs: number, stall = false) {
  return (_url: RequestInfo | URL, init?: RequestInit) => {
    const encoder = new TextEncoder();
    let sent = 0;
    const read = () =>
      new Promise<ReadableStreamReadResult<Uint8Array>>((resolve, reject) => {
        if (sent === parts.length && stall) {
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
          return;
        }
        setTimeout(() => {
          if (sent === parts.length) resolve({ done: true, value: undefined });
          else resolve({ done: false, value: encoder.encode(parts[sent++]) });
        }, gapMs);
      });
    return Promise.resolve({
      ...respond(200, '', { 'Content-Type': 'application/pdf' }),
      body: { getReader: () => ({ read }) },
    } as unknown as Response);
  };
}

test('a download has no cap while its bytes keep arriving, only a wait for the next ones', async () => {
  configureClient({ timeoutMs: 60 });
  // Eight parts 25 ms apart: 200 ms in all, more than three times the timeout.
  fetchMock.mockImplementation(trickle(['%PDF', '-1.7', ' ', 'a', 'b', 'c', 'd', 'e'], 25));
  const { blob } = await requestBlob(pathTo(paths.invoices.memberInvoice, { id: 3 }));
  expect(blob.size).toBe('%PDF-1.7 abcde'.length);
  expect(blob.type).toBe('application/pdf');
});

test('a download whose bytes stop arriving fails with a TimeoutError', async () => {
  configureClient({ timeoutMs: 40 });
  fetchMock.mockImplementation(trickle(['%PDF'], 5, true));
  await expect(requestBlob(pathTo(paths.invoices.memberInvoice, { id: 3 }))).rejects.toBeInstanceOf(
    TimeoutError,
  );
});

describe('Idempotency-Key on writes that take money', () => {
  const pay = (amount: number) =>
    request(pathTo(paths.dues.recordPayment, { id: 7 }), { json: { amount }, idempotent: true });
  const keySent = () => new Headers(lastCall()[1].headers).get('Idempotency-Key');

  test('the same action sent again after no answer reuses its key; an answer ends it', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(pay(500)).rejects.toBeInstanceOf(NetworkError);
    const first = keySent();
    expect(first).toMatch(/^[\x21-\x7e]{1,255}$/);
    // The gateway's 504: the API may have written it, so the retry is still the same action.
    fetchMock.mockResolvedValueOnce(respond(504, 'Gateway Timeout'));
    await expect(pay(500)).rejects.toBeInstanceOf(NetworkError);
    expect(keySent()).toBe(first);
    fetchMock.mockResolvedValueOnce(respond(200, '{"status":"success"}'));
    await pay(500);
    expect(keySent()).toBe(first);
    // Answered: the same payment taken again is a new one.
    fetchMock.mockResolvedValueOnce(respond(200, '{"status":"success"}'));
    await pay(500);
    expect(keySent()).not.toBe(first);
  });

  test('another body is another action, with a key of its own; reads and other writes send none', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(pay(500)).rejects.toBeInstanceOf(NetworkError);
    const five = keySent();
    await expect(pay(700)).rejects.toBeInstanceOf(NetworkError);
    expect(keySent()).not.toBe(five);
    await expect(pay(500)).rejects.toBeInstanceOf(NetworkError);
    expect(keySent()).toBe(five);
    await expect(request(paths.plans.add, { json: { name: 'Gold' } })).rejects.toBeInstanceOf(
      NetworkError,
    );
    expect(keySent()).toBeNull();
  });

  test('a refusal of what was sent ends the action too', async () => {
    fetchMock.mockResolvedValueOnce(
      respond(400, '{"status":"failed","message":"The amount is more than the due."}'),
    );
    await expect(pay(9000)).rejects.toBeInstanceOf(ApiError);
    const refused = keySent();
    fetchMock.mockResolvedValueOnce(respond(200, '{"status":"success"}'));
    await pay(9000);
    expect(keySent()).not.toBe(refused);
  });
});
