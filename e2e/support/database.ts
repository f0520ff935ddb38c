import { openDatabase } from '../../api/src/db/database';
import { stackPlaces, type Database } from './stack';

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

/**
 * The database of this worker's app (stack.ts), as the app under test uses it, for a state no
 * screen or route can make, such as a visit left open on an earlier day. `database` is the
 * project's (the `database` fixture).
 */
export async function withDatabase<T>(
  database: Database,
  work: (db: Db) => Promise<T>,
): Promise<T> {
  const { dataDir, databaseUrl } = stackPlaces(database);
  const opened = await openDatabase({ dataDir, databaseUrl, databasePoolSize: 1 });
  try {
    return await work(opened.db);
  } finally {
    await opened.close();
  }
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The gym's day `days` from today (the machine's local date, as the API's), YYYY-MM-DD and in words. */
export function gymDay(days: number) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    iso: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
    words: `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`,
  };
}
