import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { READER_SOURCE } from './reader-worker';
import { CACHED_STATEMENTS } from './statement-cache';

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

interface Waiting {
  resolve: (rows: unknown[]) => void;
  reject: (error: Error) => void;
}

interface Reader {
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

/** The error better-sqlite3 raised in the thread, with its `code` (errors.ts reads it). */
const asError = ({ message, code, name }: { message: string; code?: string; name?: string }) =>
  Object.assign(new Error(message), { code, name: name ?? 'Error' });

/**
 * Threads that each read the SQLite file at `file` on a read-only connection of their own, so
 * the API's reads run beside its main thread instead of on it. They start on the first read, in
 * the background: until one is ready, `read` answers undefined and the caller reads on its own
 * connection (a short-lived app, a script, never waits for them). A thread that dies takes its
 * waiting reads with it (they fail) and is replaced on a later read.
 */
export class ReaderPool {
  readonly #file: string;
  readonly #size: number;
  #readers: Reader[] = [];
  #nextId = 0;
  #closed = false;
  #onReady: (() => void)[] = [];

  constructor(file: string, size = defaultReaders()) {
    this.#file = file;
    this.#size = size;
  }

  /** The rows `sql` selects, read by a thread; undefined when no thread is ready. */
  read(sql: string, parameters: readonly unknown[]): Promise<unknown[]> | undefined {
    if (this.#closed || this.#size === 0) return undefined;
    while (this.#readers.length < this.#size) this.#start();
    let reader: Reader | undefined;
    for (const candidate of this.#readers)
      if (candidate.ready && (!reader || candidate.waiting.size < reader.waiting.size))
        reader = candidate;
    if (!reader) return undefined;
    const chosen = reader;
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      if (chosen.waiting.size === 0) chosen.worker.ref();
      chosen.waiting.set(id, { resolve, reject });
      chosen.worker.postMessage({ id, sql, parameters });
    });
  }

  /** Resolves once a thread can read, starting them if need be (tests, a warm start). */
  whenReady() {
    if (this.#readers.some((reader) => reader.ready)) return Promise.resolve();
    while (this.#readers.length < this.#size) this.#start();
    return new Promise<void>((resolve) => this.#onReady.push(resolve));
  }

  async close() {
    this.#closed = true;
    const readers = this.#readers;
    this.#readers = [];
    await Promise.all(readers.map(({ worker }) => worker.terminate()));
  }

  #start() {
    const worker = new Worker(READER_SOURCE, {
      eval: true,
      workerData: {
        file: this.#file,
        driver: require.resolve('better-sqlite3'),
        cached: CACHED_STATEMENTS,
      },
    });
    // Idle threads must not keep a script's process alive; a thread with reads waiting does.
    worker.unref();
    const reader: Reader = { worker, ready: false, waiting: new Map() };
    this.#readers.push(reader);
    worker.on(
      'message',
      (message: { ready?: true; id: number; rows?: unknown[]; error?: never }) => {
        if (message.ready) {
          reader.ready = true;
          for (const resolve of this.#onReady.splice(0)) resolve();
          return;
        }
        const waiting = reader.waiting.get(message.id);
        reader.waiting.delete(message.id);
        if (reader.waiting.size === 0) worker.unref();
        if (message.error) waiting?.reject(asError(message.error));
        else waiting?.resolve(withBuffers(message.rows!));
      },
    );
    const lost = (error: Error) => {
      this.#readers = this.#readers.filter((r) => r !== reader);
      for (const { reject } of reader.waiting.values()) reject(error);
      reader.waiting.clear();
    };
    worker.on('error', lost);
    worker.on('exit', (code) =>
      lost(new Error(`A database reader thread stopped (exit ${code}).`)),
    );
  }
}
