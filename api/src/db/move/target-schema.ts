import { sql } from 'kysely';
import type { Db } from '../database';
import { untyped } from './copy-rows';
import {
  notSeeded,
  OWN_TABLES,
  SETTINGS_TABLES,
  VERSIONS_TABLE,
  WORK_TABLES,
  type SourceTables,
} from './source-tables';

interface TargetColumn {
  table: string;
  column: string;
  generated: string;
  identity: string;
}

/** The base tables of the target's schema and their columns. */
async function targetColumns(db: Db) {
  const { rows } =
    await sql<TargetColumn>`SELECT c.table_name AS "table", c.column_name AS "column", c.is_generated AS generated,
      c.is_identity AS identity
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
    ORDER BY c.table_name, c.ordinal_position`.execute(db);
  const tables = new Map<string, TargetColumn[]>();
  for (const row of rows) tables.set(row.table, [...(tables.get(row.table) ?? []), row]);
  return tables;
}

/** The copied tables (of those the target has yet) that hold a row other than the migrations' own. */
export async function filledTables(db: Db, tables: SourceTables): Promise<string[]> {
  const present = await targetColumns(db);
  const filled: string[] = [];
  for (const { name } of tables.copied) {
    if (!present.has(name) || SETTINGS_TABLES.includes(name)) continue;
    if (
      await untyped(db)
        .selectFrom(name)
        .select(sql`1`.as('one'))
        .where(notSeeded(name))
        .limit(1)
        .executeTakeFirst()
    )
      filled.push(name);
  }
  return filled;
}

export const appliedMigrations = async (db: Db) =>
  (await untyped(db).selectFrom(VERSIONS_TABLE).select('version').orderBy('version').execute()).map(
    (row) => String(row.version),
  );

const sorted = (names: Iterable<string>) => [...names].sort();
const differences = (what: string, source: string[], target: string[]) => {
  const onlySource = source.filter((name) => !target.includes(name));
  const onlyTarget = target.filter((name) => !source.includes(name));
  return [
    ...(onlySource.length ? [`${what} only SQLite has: ${onlySource.join(', ')}`] : []),
    ...(onlyTarget.length ? [`${what} only PostgreSQL has: ${onlyTarget.join(', ')}`] : []),
  ];
};

/**
 * What keeps the target from taking the source's rows as they are: tables or written columns one
 * side has and the other lacks. Also answers the target's identity columns, to advance afterwards.
 */
export async function compareSchemas(db: Db, tables: SourceTables) {
  const target = await targetColumns(db);
  for (const name of [...OWN_TABLES, ...WORK_TABLES]) target.delete(name);
  const problems = differences(
    'tables',
    sorted([...tables.copied, ...tables.kept].map((t) => t.name)),
    sorted(target.keys()),
  );
  const identities: { table: string; column: string }[] = [];
  for (const { name, columns } of tables.copied) {
    const targetColumns = target.get(name);
    if (!targetColumns) continue;
    const written = targetColumns.filter((c) => c.generated === 'NEVER');
    problems.push(
      ...differences(`columns of ${name}`, sorted(columns), sorted(written.map((c) => c.column))),
    );
    identities.push(
      ...written
        .filter((c) => c.identity === 'YES')
        .map((c) => ({ table: name, column: c.column })),
    );
  }
  return { problems, identities };
}
