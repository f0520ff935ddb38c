import fs from 'node:fs';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';

/** Numbered SQL files, applied in order, each once, each in its own transaction. */
export const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', 'migrations');

export function migrate(sqlite: BetterSqlite3.Database, dir = MIGRATIONS_DIR): string[] {
  sqlite.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version TEXT PRIMARY KEY,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(
    sqlite
      .prepare('SELECT version FROM schema_migrations')
      .all()
      .map((row) => (row as { version: string }).version),
  );
  const files = fs
    .readdirSync(dir)
    .filter((file) => /^\d{3}-[\w-]+\.sql$/.test(file))
    .sort();
  const record = sqlite.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)');
  const ran: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = fs.readFileSync(path.join(dir, file), 'utf8');
    sqlite.transaction(() => {
      sqlite.exec(sql);
      record.run(file, new Date().toISOString());
    })();
    ran.push(file);
  }
  return ran;
}
