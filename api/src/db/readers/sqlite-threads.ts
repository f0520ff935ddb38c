import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { QueryResult } from 'kysely';
import { CACHED_STATEMENTS } from './statement-cache';
import { THREAD_SOURCE } from './thread-worker';

/**
 * Two reader threads on a 2-core machine, more (up to 4) on larger ones: with the main thread
 * that makes one thread more than cores, so a slow read (a scan for a two-letter search) does not
 * hold up the reads behind it. `SQLITE_READERS` sets the number; 0 reads on the main thread.
 */
export const defaultReaders = () => {
  const set = process.env.SQLITE_READERS;
  if (set !== undefined && /^\d+$/.test(set)) return Number(set);
  return Math.min(4, Math.max(2, availableParallelism()));
};

/**
 * Writes stay on the main thread unless `SQLITE_WRITER_THREAD=1`: on a thread, each statement of a
 * transaction is a round trip while it holds the writing lock, and under a full desk writes then
 * queued (a payment 120 ms at p50 against 15 ms; docs/performance.md). A slow disk's syncs may
 * make the thread worth it.
 */
export const defaultWriters = () => (process.env.SQLITE_WRITER_THREAD === '1' ? 1 : 0);

interface Answer {
  ready?: true;
  id: number;
  rows?: unknown[];
  changes?: number;
  lastInsertRowid?: number | bigint;
  error?: { message: string; code?: string; name?: string };
}

interface Waiting {
  resolve: (result: QueryResult<unknown>) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  ready: boolean;
  waiting: Map<number, Waiting>;
}

/** A row's BLOB comes back from the thread as a Uint8Array; the API's code expects a Buffer. */
function withBuffers(rows: unknown[]) {
  for (const row of rows as Record<string, unknown>[])
    for (const key in row) {
      const value = row[key];
      if (value instanceof Uint8Array && !Buffer.isBuffer(value))
        row[key] = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    }
  return rows;
}

/** What the thread answered, as Kysely's SQLite driver answers on the main thread. */
function asResult({ rows, changes, lastInsertRowid }: Answer): QueryResult<unknown> {
  if (changes === undefined) return { rows: withBuffers(rows ?? []) };
  return {
    rows: [],
    numAffectedRows: BigInt(changes),
    insertId: lastInsertRowid === undefined ? undefined : BigInt(lastInsertRowid),
  };
}

/** The error better-sqlite3 raised in the thread, with its `code` (errors.ts reads it). */
const asError = ({ message, code, name }: NonNullable<Answer['error']>) =>
  Object.assign(new Error(message), { code, name: name ?? 'Error' });

/**
 * Threads that each run SQL on a connection of their own to the SQLite file at `file`, so that
 * neither reading nor the disk sync of a commit holds up the main thread: `size` read-only readers,
 * or (`write`) the one connection that writes. They start on first use, in the background: until
 * one is ready, `execute` answers undefined and the caller runs the statement on the main
 * connection (a short-lived app, a script, never waits for them). A thread that dies takes its
 * waiting statements with it (they fail) and is replaced on a later use.
 */
export class SqliteThreads {
  readonly #file: string;
  readonly #size: number;
  readonly #write: boolean;
  #threads: Thread[] = [];
  #nextId = 0;
  #closed = false;
  #onReady: (() => void)[] = [];

  constructor(file: string, size = defaultReaders(), { write = false } = {}) {
    this.#file = file;
    this.#size = size;
    this.#write = write;
  }

  /**
   * Whether a thread is ready now, starting them if need be (a writer's transaction must know
   * before it begins, as it stays where it began).
   */
  get ready() {
    this.#startAll();
    return this.#threads.some((thread) => thread.ready);
  }

  /** How many threads are starting or running. */
  get started() {
    return this.#threads.length;
  }

  /** `sql`'s result from a thread; undefined when no thread is ready. */
  execute(sql: string, parameters: readonly unknown[]): Promise<QueryResult<unknown>> | undefined {
    if (this.#closed || this.#size === 0) return undefined;
    this.#startAll();
    let chosen: Thread | undefined;
    for (const thread of this.#threads)
      if (thread.ready && (!chosen || thread.waiting.size < chosen.waiting.size)) chosen = thread;
    if (!chosen) return undefined;
    const thread = chosen;
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      if (thread.waiting.size === 0) thread.worker.ref();
      thread.waiting.set(id, { resolve, reject });
      thread.worker.postMessage({ id, sql, parameters });
    });
  }

  /** Resolves once a thread is ready, starting them if need be (tests, a warm start). */
  whenReady() {
    if (this.ready || this.#size === 0) return Promise.resolve();
    return new Promise<void>((resolve) => this.#onReady.push(resolve));
  }

  /** Closes each thread's connection (the writer's last commit is on disk before) and ends it. */
  async close() {
    this.#closed = true;
    const threads = this.#threads;
    this.#threads = [];
    await Promise.all(
      threads.map(
        ({ worker }) =>
          new Promise<void>((resolve) => {
            worker.once('exit', () => resolve());
            worker.postMessage({ close: true });
          }),
      ),
    );
  }

  #startAll() {
    if (this.#closed) return;
    while (this.#threads.length < this.#size) this.#start();
  }

  #start() {
    const worker = new Worker(THREAD_SOURCE, {
      eval: true,
      workerData: {
        file: this.#file,
        write: this.#write,
        driver: require.resolve('better-sqlite3'),
        cached: CACHED_STATEMENTS,
      },
    });
    // Idle threads must not keep a script's process alive; a thread with statements waiting does.
    worker.unref();
    const thread: Thread = { worker, ready: false, waiting: new Map() };
    this.#threads.push(thread);
    worker.on('message', (answer: Answer) => {
      if (answer.ready) {
        thread.ready = true;
        for (const resolve of this.#onReady.splice(0)) resolve();
        return;
      }
      const waiting = thread.waiting.get(answer.id);
      thread.waiting.delete(answer.id);
      if (thread.waiting.size === 0) worker.unref();
      if (answer.error) waiting?.reject(asError(answer.error));
      else waiting?.resolve(asResult(answer));
    });
    const lost = (error: Error) => {
      this.#threads = this.#threads.filter((t) => t !== thread);
      for (const { reject } of thread.waiting.values()) reject(error);
      thread.waiting.clear();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`A database thread stopped (exit ${code}).`)));
  }
}
