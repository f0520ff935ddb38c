import { activeBranch, branchParam } from '../branches/active-branch';
import { ApiError, NetworkError, TimeoutError } from './errors';
import { withIdleTimeout, withTimeout } from './signals';

export interface ClientConfig {
  baseUrl?: string;
  timeoutMs?: number;
  onUnauthorized?: () => void;
  /**
   * A 403: the account's role may have changed since the screens asked what it may do (or it must
   * choose a new password first), so the host asks again and the screens follow.
   */
  onForbidden?: () => void;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  form?: FormData;
  /** A file's own bytes, sent as they are (`application/octet-stream`). */
  body?: Blob;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** Longer than the usual wait, for a call that sends much (a 10 MB sheet from a slow line). */
  timeoutMs?: number;
  /** For calls where 401 is an answer, not an expired session (login, logout, session probe). */
  skipAuthRedirect?: boolean;
  /**
   * A write that takes money (docs/product/billing.md §20): sent with an `Idempotency-Key`, the same one
   * when the same action is sent again, so that the API writes it once (`actionKey`).
   */
  idempotent?: boolean;
}

// One instance per page: @spotter/shared is a federation singleton, the host configures it once.
const config: Required<Pick<ClientConfig, 'baseUrl' | 'timeoutMs'>> & ClientConfig = {
  baseUrl: '/api',
  timeoutMs: 15_000,
};

export function configureClient(next: ClientConfig): void {
  Object.assign(config, next);
}

/**
 * The URL of an API call: `path` (which may carry its own query) under the base URL, then `query`,
 * then the tab's branch (docs/product/branches.md §26) whenever one is chosen, last, where the host's
 * server puts it in the page's preloads (fillFirstRequest) so that they are used. With one branch
 * nothing is chosen and the URL is as it always was.
 */
export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const base = config.baseUrl.replace(/\/+$/, '');
  const url = `${base}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.append(name, String(value));
  }
  const branch = branchParam(activeBranch());
  if (branch !== undefined) params.append('branch', branch);
  const search = params.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

/**
 * The Idempotency-Key of each write in flight or left without an answer, by what it sends (method,
 * URL, body): the user's action sent again after a timeout or a lost connection, unchanged, is
 * the same request and takes the same key, so the API answers it with the first one's answer
 * instead of taking the money twice. Once the API has answered (done, or refused for what was
 * sent), the action is over and the same form sent again is a new action with a new key. A
 * changed form is another request, with a key of its own.
 */
const actionKeys = new Map<string, string>();

const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
        byte.toString(16).padStart(2, '0'),
      ).join('');

/** What a request sends, as text: a file by its name, size and type. */
function fingerprint(method: string, url: string, body: BodyInit | undefined): string {
  const part = (value: unknown) =>
    value instanceof Blob
      ? `${(value as File).name ?? ''}:${value.size}:${value.type}`
      : String(value);
  const sent =
    body instanceof FormData
      ? JSON.stringify(Array.from(body.entries(), ([name, value]) => [name, part(value)]))
      : body instanceof Blob
        ? part(body)
        : String(body ?? '');
  return `${method} ${url} ${sent}`;
}

/** The key `idempotent` writes send: the one of the same request left without an answer, or new. */
function actionKey(action: string): string {
  const key = actionKeys.get(action) ?? newKey();
  actionKeys.set(action, key);
  return key;
}

/** Whether `status` ends the action: an answer about what was sent, not "try again later". */
const endsAction = (status: number) => status < 500 && status !== 409 && status !== 429;

type Timer = ReturnType<typeof withTimeout> & { touch?: () => void; done?: () => void };

/** `idle`: the timeout counts from the last bytes received, not from the start (downloads). */
async function send(path: string, options: RequestOptions, idle = false) {
  const { method, json, form, body: raw, query, signal, skipAuthRedirect } = options;
  const timeoutMs = options.timeoutMs ?? config.timeoutMs;
  const timeout: Timer = idle ? withIdleTimeout(timeoutMs, signal) : withTimeout(timeoutMs, signal);
  const headers = new Headers({ Accept: 'application/json' });
  let body: BodyInit | undefined;
  if (form) body = form;
  else if (raw) {
    headers.set('Content-Type', 'application/octet-stream');
    body = raw;
  } else if (json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(json);
  }
  const fail = (error: unknown): never => {
    timeout.done?.();
    if (timeout.timedOut()) throw new TimeoutError(timeoutMs);
    if (signal?.aborted) throw new DOMException('The request was aborted.', 'AbortError');
    throw error;
  };

  const url = buildUrl(path, query);
  const verb = method ?? (body ? 'POST' : 'GET');
  const action = options.idempotent ? fingerprint(verb, url, body) : undefined;
  if (action !== undefined) headers.set('Idempotency-Key', actionKey(action));

  let response: Response;
  try {
    response = await fetch(url, {
      method: verb,
      headers,
      body,
      credentials: 'include',
      signal: timeout.signal,
    });
  } catch (error) {
    return fail(new NetworkError(error));
  }
  timeout.touch?.();
  if (action !== undefined && endsAction(response.status)) actionKeys.delete(action);

  if (!response.ok) {
    const errorBody = await readBody(response).catch(() => undefined);
    timeout.done?.();
    if (GATEWAY_FAILURES.has(response.status) && !isApiFailure(errorBody))
      return fail(new NetworkError(new Error(`The gateway answered ${response.status}`)));
    if (response.status === 401 && !skipAuthRedirect) config.onUnauthorized?.();
    if (response.status === 403) config.onForbidden?.();
    const message = (errorBody as { message?: unknown } | undefined)?.message;
    throw new ApiError(
      response.status,
      typeof message === 'string' && message ? message : `Request failed (${response.status})`,
      errorBody,
    );
  }
  return { response, fail, timeout };
}

/** Statuses a proxy or load balancer answers when the API behind it is down or too slow. */
const GATEWAY_FAILURES = new Set([502, 503, 504]);

/** The API's own refusal, `{ status: 'failed', message }`: whoever sent it reached the API (or speaks for it). */
const isApiFailure = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  (body as { status?: unknown }).status === 'failed' &&
  typeof (body as { message?: unknown }).message === 'string';

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The one way Spotter talks to its API: JSON in and out, cookies included, 15 s timeout. */
export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const { response, fail } = await send(path, options);
  try {
    return (await readBody(response)) as T;
  } catch (error) {
    return fail(new NetworkError(error));
  }
}

function filenameFrom(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1]?.trim();
}

/** The body's bytes, starting the idle wait again as each part arrives. */
async function readBytes(response: Response, touch: () => void): Promise<Blob> {
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const parts: BlobPart[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    touch();
    parts.push(value);
  }
  return new Blob(parts, { type: response.headers.get('Content-Type') ?? '' });
}

/**
 * A file download: its bytes and the name the server suggests. No cap on the whole: it fails only
 * when nothing arrives for the timeout (a slow line still gets its PDF or CSV).
 */
export async function requestBlob(
  path: string,
  options: RequestOptions = {},
): Promise<{ blob: Blob; filename?: string }> {
  const { response, fail, timeout } = await send(path, options, true);
  try {
    const blob = await readBytes(response, timeout.touch!);
    timeout.done?.();
    return { blob, filename: filenameFrom(response.headers.get('Content-Disposition')) };
  } catch (error) {
    return fail(new NetworkError(error));
  }
}

/** Hands a downloaded file to the browser as a save. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start the download asynchronously after click().
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
