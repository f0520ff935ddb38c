import {
  CompiledQuery,
  SelectQueryNode,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type SqliteDatabase,
  type SqliteStatement,
  type TransactionSettings,
} from 'kysely';
import type { SqliteThreads } from './sqlite-threads';

const BEGIN = CompiledQuery.raw('begin');
const COMMIT = CompiledQuery.raw('commit');
const ROLLBACK = CompiledQuery.raw('rollback');

/**
 * Where a query asked of Kysely runs: a SELECT outside a transaction on a reader thread; a
 * transaction (from BEGIN until the connection is released) and every other statement on the
 * writing connection, one at a time under Kysely's own SQLite driver's lock. That connection is the
 * writer thread's once it is ready (its commits sync to disk there, not on the main thread), the
 * main thread's until then; a transaction stays on the one it began on.
 */
class PooledConnection implements DatabaseConnection {
  /** The main thread's connection, held (as the writing lock) by a transaction. */
  writer: DatabaseConnection | undefined;
  /** The held transaction runs on the writer thread. */
  threaded = false;
  readonly #driver: PooledSqliteDriver;

  constructor(driver: PooledSqliteDriver) {
    this.#driver = driver;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.writer) return this.#driver.write<R>(this.writer, query, this.threaded);
    if (SelectQueryNode.is(query.query) || this.#driver.onlyReads(query.sql)) {
      const result = this.#driver.readers.execute(query.sql, query.parameters);
      if (result) return (await result) as QueryResult<R>;
    }
    return this.#driver.withWriter((writer) =>
      this.#driver.write<R>(writer, query, this.#driver.writer.ready),
    );
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number) {
    // Streams (the move to PostgreSQL reads its source so) iterate on the main connection,
    // holding the writing lock until they end, as Kysely's driver does.
    if (this.writer) return yield* this.writer.streamQuery<R>(query, chunkSize);
    const writer = await this.#driver.writing.acquireConnection();
    try {
      yield* writer.streamQuery<R>(query, chunkSize);
    } finally {
      await this.#driver.writing.releaseConnection();
    }
  }
}

class PooledSqliteDriver implements Driver {
  readonly writing: SqliteDriver;
  readonly readers: SqliteThreads;
  readonly writer: SqliteThreads;
  readonly #database: SqliteDatabase;

  constructor(database: SqliteDatabase, readers: SqliteThreads, writer: SqliteThreads) {
    this.writing = new SqliteDriver({ database });
    this.#database = database;
    this.readers = readers;
    this.writer = writer;
  }

  init() {
    return this.writing.init();
  }

  /**
   * Whether SQL written by hand (the lists' totals are) only reads, by SQLite's own word on the
   * prepared statement (kept prepared, so asking is cheap); SELECT and WITH only, so nothing that
   * changes the connection's settings (a PRAGMA) is sent to a reader.
   */
  onlyReads(text: string) {
    if (!/^\s*(select|with)\b/i.test(text)) return false;
    try {
      const statement = this.#database.prepare(text) as SqliteStatement & { readonly: boolean };
      return statement.reader && statement.readonly;
    } catch {
      // The writing connection runs it, and reports its error.
      return false;
    }
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new PooledConnection(this);
  }

  /** Runs `work` holding the writing lock (the main connection). */
  async withWriter<T>(work: (writer: DatabaseConnection) => Promise<T>) {
    const writer = await this.writing.acquireConnection();
    try {
      return await work(writer);
    } finally {
      await this.writing.releaseConnection();
    }
  }

  /** `query` on the writer thread when `threaded` (and it is still there), else on `main`. */
  async write<R>(main: DatabaseConnection, query: CompiledQuery, threaded: boolean) {
    if (threaded) {
      const result = this.writer.execute(query.sql, query.parameters);
      // Gone with the thread, the transaction was rolled back with its connection: fail it.
      if (!result) throw new Error('The database writer thread stopped during a transaction.');
      return (await result) as QueryResult<R>;
    }
    return main.executeQuery<R>(query);
  }

  // SQLite has no isolation levels or access modes to set.
  async beginTransaction(connection: DatabaseConnection, _settings: TransactionSettings) {
    const pooled = connection as PooledConnection;
    pooled.writer = await this.writing.acquireConnection();
    pooled.threaded = this.writer.ready;
    await this.write(pooled.writer, BEGIN, pooled.threaded);
  }

  async commitTransaction(connection: DatabaseConnection) {
    const pooled = connection as PooledConnection;
    await this.write(writerOf(pooled), COMMIT, pooled.threaded);
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    const pooled = connection as PooledConnection;
    await this.write(writerOf(pooled), ROLLBACK, pooled.threaded);
  }

  async releaseConnection(connection: DatabaseConnection) {
    const pooled = connection as PooledConnection;
    const writer = pooled.writer;
    pooled.writer = undefined;
    pooled.threaded = false;
    if (writer) await this.writing.releaseConnection();
  }

  async destroy() {
    await this.readers.close();
    await this.writer.close();
    await this.writing.destroy();
  }
}

function writerOf(connection: PooledConnection) {
  const { writer } = connection;
  if (!writer) throw new Error('No transaction is open on this connection.');
  return writer;
}

/**
 * Kysely's SQLite dialect (better-sqlite3) with its reads spread over `readers` and its writes run
 * on `writer` (sqlite-threads.ts): the main thread, which answers every request, no longer waits
 * for reads nor for a commit's sync to disk.
 */
export class PooledSqliteDialect extends SqliteDialect {
  readonly #database: SqliteDatabase;
  readonly #readers: SqliteThreads;
  readonly #writer: SqliteThreads;

  constructor(database: SqliteDatabase, readers: SqliteThreads, writer: SqliteThreads) {
    super({ database });
    this.#database = database;
    this.#readers = readers;
    this.#writer = writer;
  }

  override createDriver(): Driver {
    return new PooledSqliteDriver(this.#database, this.#readers, this.#writer);
  }
}
