/**
 * The database threads' program (sqlite-threads.ts), run as source (`eval`) so that the same text
 * serves the built API and the tests, which run TypeScript that a worker thread could not load.
 * A reader opens the file read-only (WAL lets it read while the writer writes); the writer opens
 * it with the settings openSqlite gives the main connection, which are per connection. Each
 * answers `{ id, sql, parameters }` with `{ id, rows, changes, lastInsertRowid }` or
 * `{ id, error }`. Statements are kept prepared as statement-cache.ts keeps the main connection's;
 * BLOBs arrive as Uint8Array (structured clone) and better-sqlite3 binds only Buffers.
 */
export const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { readonly: !workerData.write, fileMustExist: true });
db.pragma('busy_timeout = 5000');
if (workerData.write) {
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
}
const cache = new Map();
function prepare(sql) {
  let statement = cache.get(sql);
  if (statement) cache.delete(sql);
  else statement = db.prepare(sql);
  cache.set(sql, statement);
  if (cache.size > workerData.cached) cache.delete(cache.keys().next().value);
  return statement;
}
const bind = (value) =>
  value instanceof Uint8Array && !Buffer.isBuffer(value)
    ? Buffer.from(value.buffer, value.byteOffset, value.byteLength)
    : value;
parentPort.on('message', ({ id, sql, parameters, close }) => {
  if (close) {
    db.close();
    parentPort.close();
    return;
  }
  try {
    const statement = prepare(sql);
    const values = parameters.map(bind);
    if (statement.reader) parentPort.postMessage({ id, rows: statement.all(values) });
    else {
      const { changes, lastInsertRowid } = statement.run(values);
      parentPort.postMessage({ id, rows: [], changes, lastInsertRowid });
    }
  } catch (error) {
    parentPort.postMessage({ id, error: { message: error.message, code: error.code, name: error.name } });
  }
});
parentPort.postMessage({ ready: true });
`;
