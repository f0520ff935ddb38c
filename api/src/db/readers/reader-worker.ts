/**
 * The reader threads' program (reader-pool.ts), run as source (`eval`) so that the same text serves
 * the built API and the tests, which run TypeScript that a worker thread could not load. Each
 * thread opens the database read-only (WAL lets it read while the API's one connection writes) and
 * answers `{ id, sql, parameters }` with `{ id, rows }` or `{ id, error }`. Statements are kept
 * prepared as statement-cache.ts keeps the writer's; BLOBs arrive as Uint8Array (structured clone)
 * and better-sqlite3 binds only Buffers.
 */
export const READER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
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
parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    parentPort.postMessage({ id, rows: prepare(sql).all(parameters.map(bind)) });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: error.message, code: error.code, name: error.name } });
  }
});
parentPort.postMessage({ ready: true });
`;
