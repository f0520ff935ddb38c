import type { Me } from '../core/types';
import { paths } from '@spotter/api/paths';
import { rememberAccount } from './fake-api/signed-in';
import { stubFetch, type Answer, type Reply } from './fake-api/fetch-stub';

/** A request as api/src/testing/screen-api.ts takes it, and its answer. */
interface ScreenRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: Uint8Array | string;
}
interface InjectedReply {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
}
/** The app's requests for setting up a test, as the Owner (light-my-request's reply, in part). */
interface Seeded {
  statusCode: number;
  body: string;
  json(): unknown;
}
/** api/src/testing/screen-api.ts's `screenApi()`, typed here: the API's sources are typed for Node. */
interface ScreenApi {
  seed(method: string, url: string, payload?: object): Promise<Seeded>;
  answer(request: ScreenRequest): Promise<InjectedReply>;
  account(role: string | number, username: string, about?: AccountAbout): Promise<{ id: number }>;
  signInAs(role: string | number | null, about?: AccountAbout): Promise<void>;
  setClock(time: string): void;
  task(fields: TaskFields): Promise<number>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** An account's name and branches (all by default) as a test adds it. */
interface AccountAbout {
  username?: string;
  full_name?: string;
  branches?: 'all' | number[];
  /** The account's own trainer or staff record. */
  staff_id?: number;
}

/** A reminder task as the planner writes it (api/src/testing/reminders-client.ts). */
interface TaskFields {
  member_id: number;
  kind: 'expiry' | 'dues' | 'promise';
  /** The rule's days; left out, the kind's first rule. */
  days?: number;
  /** What it is about: the period's first day for dues, the expiry for expiry. */
  basis: string;
  planned_on: string;
  due_on?: string;
}

/** The built-in roles' names (`BUILT_IN_ROLES` in the API's schemas). */
export type RoleName = 'Owner' | 'Manager' | 'Front desk' | 'Trainer' | 'Accountant';

/**
 * The real API behind the client's fetch, in-process, for a screen test whose screen depends on a
 * rule that lives in the API (roles, money left out, dues, standing, reminders): the Fastify app
 * on a copy of the API tests' migrated template database, answering through `app.inject`. One app
 * per test file (built before its first test, in about half a second), its database put back
 * before each test as the API tests do (a few milliseconds), closed after the file. Signed in as
 * the configured admin, an Owner, until `signInAs`. A test makes its records through the API
 * (`seed`), then `serve`s the screens; `calls` records what they sent, as the fake API's do.
 */
export function inProcessApi() {
  let server: ScreenApi | undefined;
  const api = () => {
    if (!server) throw new Error('inProcessApi: the app is built before the first test');
    return server;
  };
  beforeAll(async () => {
    const { screenApi } = jest.requireActual<{ screenApi: () => Promise<ScreenApi> }>(
      '@spotter/api/screen-api',
    );
    server = await screenApi();
  });
  beforeEach(() => api().reset());
  afterEach(() => jest.useRealTimers());
  afterAll(() => server?.close());

  /** What the screens' session is, for renderRoutes (a section mounts once the host knows it). */
  const remember = async () => {
    const reply = await api().answer({ method: 'GET', url: paths.auth.me, headers: {} });
    const me = reply.status === 200 ? (JSON.parse(decode(reply.body)) as Me) : undefined;
    rememberAccount(() => me);
  };

  const fromApi: Answer = async (method, path, _body, sent) => {
    const { payload, contentType } = await encode(sent.body);
    const headers: Record<string, string> = {};
    new Headers(sent.headers).forEach((value, name) => (headers[name] = value));
    if (contentType) headers['content-type'] = contentType;
    const reply = await api().answer({ method, url: path, headers, payload });
    return asReply(reply);
  };

  return {
    /**
     * Writes a test's records as the Owner, through the API's routes (a JSON body), or reads what
     * the screens left: answers the reply's body, and fails the test on anything but a success.
     */
    async seed<T = unknown>(
      method: 'GET' | 'POST' | 'DELETE',
      path: string,
      body?: object,
    ): Promise<T> {
      const reply = await api().seed(method, path, body);
      if (reply.statusCode >= 300)
        throw new Error(`${method} ${path} answered ${reply.statusCode}: ${reply.body}`);
      return reply.json() as T;
    },
    /**
     * A new account with `role` (a built-in role's name or a role's id) at `branches` (all by
     * default), added by the Owner, that has signed in and chosen its password; answers its id.
     */
    account: (
      role: RoleName | number,
      username: string,
      about: Omit<AccountAbout, 'username'> = {},
    ) => api().account(role, username, about),
    /**
     * The screens sign in as the Owner (`owner`, signing in again), or as a new account with
     * `role` (a built-in role's name or a role's id) at `branches` (all by default).
     */
    async signInAs(role: RoleName | number, about: Omit<AccountAbout, 'full_name'> = {}) {
      await api().signInAs(role, about);
      await remember();
    },
    /**
     * Sets the clock (Date alone; every timer stays real) at `time`, an ISO date, for the rest of
     * the test: what the API stamps the records written next with, and the time the screens read.
     */
    clockAt: (time: string) => api().setClock(time),
    /**
     * A reminder task written as the planner would, when a test needs one on a given day (the
     * planner plans from the rules as the days pass); answers its id.
     */
    task: (fields: TaskFields) => api().task(fields),
    /**
     * Puts the app behind `globalThis.fetch`; `override` may answer (or stall) any call first, as
     * the fake API's does. Answers the calls made, as the fake API does.
     */
    async serve(override?: Answer) {
      const stub = stubFetch(override, fromApi);
      await remember();
      return stub;
    },
  };
}

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

function asReply({ status, headers, body }: InjectedReply): Reply {
  const type = headers['content-type'] ?? '';
  const disposition = headers['content-disposition'];
  const kept: Record<string, string> = disposition ? { 'Content-Disposition': disposition } : {};
  if (type.includes('json') || body.length === 0)
    return { status, body: body.length ? JSON.parse(decode(body)) : undefined, headers: kept };
  return { status, blob: new Blob([new Uint8Array(body)], { type }), headers: kept };
}

function bytesOf(blob: Blob): Promise<Uint8Array> {
  // jsdom's Blob has no arrayBuffer(); its FileReader reads one.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** A body as the browser sends it: a form as multipart/form-data, a file's bytes, text as it is. */
async function encode(
  body: BodyInit | null | undefined,
): Promise<{ payload?: Uint8Array | string; contentType?: string }> {
  if (body === null || body === undefined) return {};
  if (typeof body === 'string') return { payload: body };
  if (body instanceof Blob) return { payload: await bytesOf(body) };
  if (!(body instanceof FormData)) throw new Error('inProcessApi: a body the client never sends');
  const boundary = `----spotter-screen-test-${Math.random().toString(16).slice(2)}`;
  const text = new TextEncoder();
  const parts: Uint8Array[] = [];
  for (const [name, value] of body.entries()) {
    const file = typeof value === 'string' ? undefined : value;
    const head = [`--${boundary}`, `Content-Disposition: form-data; name="${name}"`];
    if (file) {
      head[1] += `; filename="${file.name}"`;
      head.push(`Content-Type: ${file.type || 'application/octet-stream'}`);
    }
    parts.push(text.encode(`${head.join('\r\n')}\r\n\r\n`));
    parts.push(file ? await bytesOf(file) : text.encode(value as string));
    parts.push(text.encode('\r\n'));
  }
  parts.push(text.encode(`--${boundary}--\r\n`));
  const payload = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) {
    payload.set(part, at);
    at += part.length;
  }
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}
