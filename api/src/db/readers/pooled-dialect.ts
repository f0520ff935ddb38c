import {
  SelectQueryNode,
  SqliteDialect,
  SqliteDriver,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type SqliteDatabase,
  type TransactionSettings,
} from 'kysely';
import type { ReaderPool } from './reader-pool';

/**
 * What a query asked of Kysely runs on: a SELECT outside a transaction goes to a reader thread
 * (reader-pool.ts); a transaction, from BEGIN until the connection is released, and every other
 * statement run on the one writing connection in the main thread, one at a time as Kysely's own
 * SQLite driver runs them.
 */
class PooledConnection implements DatabaseConnection {
  /** The writing connection, held by a transaction. */
  writer: DatabaseConnection | undefined;
  readonly #driver: PooledSqliteDriver;

  constructor(driver: PooledSqliteDriver) {
    this.#driver = driver;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.writer) return this.writer.executeQuery<R>(query);
    if (SelectQueryNode.is(query.query)) {
      const rows = this.#driver.pool.read(query.sql, query.parameters);
      if (rows) return { rows: (await rows) as R[] };
    }
    return this.#driver.withWriter((writer) => writer.executeQuery<R>(query));
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number) {
    if (this.writer) return yield* this.writer.streamQuery<R>(query, chunkSize);
    // A stream holds the writing connection until it ends, as Kysely's driver does.
    const writer = await this.#driver.writing.acquireConnection();
    try {
      yield* writer.streamQuery<R>(query, chunkSize);
    } finally {
      await this.#driver.writing.releaseConnection();
    }
  }
}

type Compile = QueryCompiler['compileQuery'];

class PooledSqliteDriver implements Driver {
  readonly writing: SqliteDriver;
  readonly pool: ReaderPool;

  constructor(database: SqliteDatabase, pool: ReaderPool) {
    this.writing = new SqliteDriver({ database });
    this.pool = pool;
  }

  init() {
    return this.writing.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new PooledConnection(this);
  }

  async withWriter<T>(work: (writer: DatabaseConnection) => Promise<T>) {
    const writer = await this.writing.acquireConnection();
    try {
      return await work(writer);
    } finally {
      await this.writing.releaseConnection();
    }
  }

  // SQLite has no isolation levels or access modes to set.
  async beginTransaction(connection: DatabaseConnection, _settings: TransactionSettings) {
    const pooled = connection as PooledConnection;
    pooled.writer = await this.writing.acquireConnection();
    await this.writing.beginTransaction(pooled.writer);
  }

  commitTransaction(connection: DatabaseConnection) {
    return this.writing.commitTransaction(writerOf(connection));
  }

  rollbackTransaction(connection: DatabaseConnection) {
    return this.writing.rollbackTransaction(writerOf(connection));
  }

  savepoint(connection: DatabaseConnection, name: string, compile: Compile) {
    return this.writing.savepoint(writerOf(connection), name, compile);
  }

  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: Compile) {
    return this.writing.rollbackToSavepoint(writerOf(connection), name, compile);
  }

  releaseSavepoint(connection: DatabaseConnection, name: string, compile: Compile) {
    return this.writing.releaseSavepoint(writerOf(connection), name, compile);
  }

  async releaseConnection(connection: DatabaseConnection) {
    const pooled = connection as PooledConnection;
    const writer = pooled.writer;
    pooled.writer = undefined;
    if (writer) await this.writing.releaseConnection();
  }

  async destroy() {
    await this.pool.close();
    await this.writing.destroy();
  }
}

function writerOf(connection: DatabaseConnection) {
  const { writer } = connection as PooledConnection;
  if (!writer) throw new Error('No transaction is open on this connection.');
  return writer;
}

/**
 * Kysely's SQLite dialect (better-sqlite3) with its reads spread over `pool`'s threads: the main
 * thread, which answers every request, no longer waits for them.
 */
export class PooledSqliteDialect extends SqliteDialect {
  readonly #database: SqliteDatabase;
  readonly #pool: ReaderPool;

  constructor(database: SqliteDatabase, pool: ReaderPool) {
    super({ database });
    this.#database = database;
    this.#pool = pool;
  }

  override createDriver(): Driver {
    return new PooledSqliteDriver(this.#database, this.#pool);
  }
}
