import { createHash } from 'node:crypto';
import type BetterSqlite3 from 'better-sqlite3';
import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { DialectName } from './dialect';
import { compileMigration } from './shared-migration';

/** A table whose rows a figure counts, and how each row counts. */
export interface Source {
  /** The counted table. */
  from: string;
  /** Its alias: every expression names the counted row's columns through it (`m.plan_id`). */
  as: string;
  /**
   * Tables a value is looked up in (a credit note's branch is its invoice's). Looked up, never
   * followed: a change to their rows moves no count, so what is read there must not change while
   * the counted row exists.
   */
  join?: readonly { table: string; as: string; on: string }[];
  /** Only the rows this holds for are counted. */
  where?: string;
  /**
   * Each key column of the counter table and the value a row counts under. A list: the row
   * counts under each of its values (activity records under their kind and under '' for every
   * kind); a null value of a list counts nowhere.
   */
  key: Readonly<Record<string, string | readonly string[]>>;
  /** Each measure column of the counter table and what a row adds to it: '1' counts rows. */
  sum: Readonly<Record<string, string>>;
}

/**
 * A counter table column's type: text, compared bytewise on both databases (COLLATE "C" on
 * PostgreSQL, as every text column there), or an integer (counts, and amounts: whole rupees on
 * both, migration 005).
 */
export type ColumnType = 'text' | 'integer';

/** A counter table and what it counts: its key and measure columns are those of its first source. */
export interface Figure extends Source {
  table: string;
  /**
   * The type of each key and measure column. The table is made from them: the key columns then
   * the measures, in the order `key` and `sum` name them, each NOT NULL, the key columns its
   * primary key (WITHOUT ROWID on SQLite).
   */
  columns: Readonly<Record<string, ColumnType>>;
  /** More indexes of the counter table, by name: each one's columns, in order. */
  indexes?: Readonly<Record<string, readonly string[]>>;
  /** Delete a row once every measure of it is back to 0 (keys that pass by, such as days). */
  dropEmpty?: boolean;
  /** More tables counted into the same rows, with the same key and measure columns. */
  also?: readonly Source[];
}

const sources = (figure: Figure): readonly Source[] => [figure, ...(figure.also ?? [])];
const keysOf = (figure: Figure) => Object.keys(figure.key);
const measuresOf = (figure: Figure) => Object.keys(figure.sum);

/** `expr` with `change` applied to what lies outside its quoted strings. */
const outsideQuotes = (expr: string, change: (part: string) => string) =>
  expr
    .split(/('(?:[^']|'')*')/)
    .map((part, i) => (i % 2 ? part : change(part)))
    .join('');

const aliasRef = (alias: string) => new RegExp(`(?<![\\w.])${alias}\\.(\\w+)`, 'g');

/** The columns of the counted table that `source` reads: a change of any of them may move a count. */
export function readColumns(source: Source): string[] {
  const texts = [
    ...Object.values(source.key).flat(),
    ...Object.values(source.sum),
    source.where ?? '',
    ...(source.join ?? []).map((join) => join.on),
  ];
  const columns = new Set<string>();
  for (const text of texts)
    outsideQuotes(text, (part) => {
      for (const [, column] of part.matchAll(aliasRef(source.as))) columns.add(column!);
      return part;
    });
  return [...columns].sort();
}

/** Where the counted rows come from: one row in a trigger (OLD or NEW), or a set of rows. */
type Rows = { row: 'OLD' | 'NEW' } | { relation: string };

/**
 * Every choice of one value per key column of `figure` (a list's values in turn), taken from
 * `source` by column name: a second source may name them in any order.
 */
function keyChoices(figure: Figure, source: Source): { values: string[]; notNull: string[] }[] {
  let choices: { values: string[]; notNull: string[] }[] = [{ values: [], notNull: [] }];
  for (const column of keysOf(figure)) {
    const value = source.key[column];
    if (value === undefined)
      throw new Error(`${figure.table}: its source ${source.from} gives no ${column}`);
    const options = typeof value === 'string' ? [value] : value;
    choices = choices.flatMap((choice) =>
      options.map((option) => ({
        values: [...choice.values, option],
        notNull:
          typeof value === 'string' ? choice.notNull : [...choice.notNull, `${option} IS NOT NULL`],
      })),
    );
  }
  return choices;
}

/**
 * One SELECT per key choice, UNION ALL'd: the key and what each measure gains (`sign` 1) or
 * loses (-1) from the rows of `source` that `rows` names.
 */
function contributions(figure: Figure, source: Source, rows: Rows, sign: 1 | -1) {
  const inRow = (expr: string) =>
    'row' in rows
      ? outsideQuotes(expr, (part) => part.replace(aliasRef(source.as), `${rows.row}.$1`))
      : expr;
  const joins = source.join ?? [];
  const keyColumns = keysOf(figure);
  const sums = measuresOf(figure).map((measure) => {
    const expr = source.sum[measure];
    if (expr === undefined)
      throw new Error(`${figure.table}: its source ${source.from} gives no ${measure}`);
    return `${sign === 1 ? `(${inRow(expr)})` : `-(${inRow(expr)})`} AS ${measure}`;
  });
  return keyChoices(figure, source)
    .map(({ values, notNull }) => {
      const conditions = [
        ...('row' in rows ? joins.map((join) => join.on) : []),
        ...(source.where === undefined ? [] : [source.where]),
        ...notNull,
      ].map((condition) => `(${inRow(condition)})`);
      const from =
        'row' in rows
          ? joins.length
            ? ` FROM ${joins.map((join) => `${join.table} ${join.as}`).join(', ')}`
            : ''
          : ` FROM ${rows.relation} ${source.as}${joins.map((join) => ` JOIN ${join.table} ${join.as} ON ${join.on}`).join('')}`;
      const select = values.map((value, i) => `${inRow(value)} AS ${keyColumns[i]}`);
      return `SELECT ${[...select, ...sums].join(', ')}${from}${conditions.length ? ` WHERE ${conditions.join(' AND ')}` : ''}`;
    })
    .join(' UNION ALL ');
}

const nonZero = (figure: Figure, of: (measure: string) => string) =>
  measuresOf(figure)
    .map((measure) => `${of(measure)} <> 0`)
    .join(' OR ');

/** The rows the counted tables say the counter table should hold (what a GROUP BY over them says). */
export function truthQuery(figure: Figure) {
  const keys = keysOf(figure).join(', ');
  const union = sources(figure)
    .map((source) => contributions(figure, source, { relation: source.from }, 1))
    .join(' UNION ALL ');
  const sums = measuresOf(figure).map((measure) => `sum(${measure}) AS ${measure}`);
  return `SELECT ${keys}, ${sums.join(', ')} FROM (${union}) counted GROUP BY ${keys} HAVING ${nonZero(figure, (m) => `sum(${m})`)}`;
}

/** The counter table's rows that say something (a row whose measures are all 0 says nothing). */
export const keptQuery = (figure: Figure) =>
  `SELECT ${[...keysOf(figure), ...measuresOf(figure)].join(', ')} FROM ${figure.table} WHERE ${nonZero(figure, (m) => m)}`;

/**
 * Adds the changes `union` lists to the counter rows, summed per key, in key order: rows that
 * cancel out are not touched, and every writer locks the rows it touches in the same order.
 */
function upsert(figure: Figure, union: string, dialect: DialectName) {
  const keys = keysOf(figure).join(', ');
  const measures = measuresOf(figure);
  const into = dialect === 'postgres' ? `${figure.table} AS kept` : figure.table;
  const was = (measure: string) => (dialect === 'postgres' ? `kept.${measure}` : measure);
  return `INSERT INTO ${into} (${keys}, ${measures.join(', ')})
    SELECT ${keys}, ${measures.map((m) => `sum(${m})`).join(', ')} FROM (${union}) changes WHERE true
    GROUP BY ${keys} HAVING ${nonZero(figure, (m) => `sum(${m})`)} ORDER BY ${keys}
    ON CONFLICT (${keys}) DO UPDATE SET ${measures.map((m) => `${m} = ${was(m)} + excluded.${m}`).join(', ')}`;
}

/** Deletes the rows `union` touched that are back to 0 (a figure that drops empty rows). */
function dropEmpty(figure: Figure, union: string) {
  if (!figure.dropEmpty) return '';
  const keys = keysOf(figure);
  const tuple = keys.length === 1 ? keys[0]! : `(${keys.join(', ')})`;
  const empty = measuresOf(figure).map((m) => `${m} = 0`);
  return `;
  DELETE FROM ${figure.table} WHERE ${empty.join(' AND ')}
    AND ${tuple} IN (SELECT ${keys.join(', ')} FROM (${union}) changes)`;
}

/** The names of the triggers (and on PostgreSQL their functions) keeping `figure` from `source`. */
const triggerName = (figure: Figure, source: Source, event: 'insert' | 'delete' | 'update') =>
  `kept_${figure.table}_${source.from}_${event}`;

/**
 * What one figure is in one database: SQL to make its counter table, create its triggers, drop
 * them, and fill the table from the rows it counts.
 */
export interface FigureSql {
  table: string;
  /** CREATE TABLE and its indexes, as the declaration says. */
  createTable: string;
  create: string;
  drop: string;
  /** Fills the newly made table from the rows it counts. */
  fill: string;
  /** Changes when any of the above does: the figure is applied again. */
  digest: string;
}

/**
 * The counter table of `figure` and its indexes in `dialect`'s SQL, written with the kit the shared
 * migrations use (db/shared-migration.ts), so a column's type is spelt as there.
 */
function tableSql(figure: Figure, dialect: DialectName) {
  const columns = [...keysOf(figure), ...measuresOf(figure)];
  const untyped = columns.filter((column) => !Object.hasOwn(figure.columns, column));
  if (untyped.length) throw new Error(`${figure.table}: no type for ${untyped.join(', ')}`);
  const unknown = Object.keys(figure.columns).filter((column) => !columns.includes(column));
  if (unknown.length)
    throw new Error(`${figure.table}: a type for ${unknown.join(', ')}, neither key nor measure`);
  for (const [index, on] of Object.entries(figure.indexes ?? {})) {
    const stranger = on.find((column) => !columns.includes(column));
    if (stranger !== undefined)
      throw new Error(
        `${figure.table}: its index ${index} names ${stranger}, not one of its columns`,
      );
  }
  return compileMigration(
    ({ schema, text, withoutRowid }) => [
      withoutRowid(
        columns
          .reduce<CreateTableBuilder<string, string>>(
            (table, column) =>
              table.addColumn(column, figure.columns[column] === 'text' ? text : 'integer', (col) =>
                col.notNull(),
              ),
            schema.createTable(figure.table),
          )
          .addPrimaryKeyConstraint(`${figure.table}_pkey`, keysOf(figure)),
      ),
      ...Object.entries(figure.indexes ?? {}).map(([index, on]) =>
        schema
          .createIndex(index)
          .on(figure.table)
          .columns([...on]),
      ),
    ],
    dialect,
  )
    .map((statement) => `${statement.sql};\n`)
    .join('');
}

function sqliteTriggers(figure: Figure, source: Source) {
  const add = contributions(figure, source, { row: 'NEW' }, 1);
  const remove = contributions(figure, source, { row: 'OLD' }, -1);
  const both = `${remove} UNION ALL ${add}`;
  return [
    `CREATE TRIGGER ${triggerName(figure, source, 'insert')} AFTER INSERT ON ${source.from} BEGIN
  ${upsert(figure, add, 'sqlite')};
END`,
    `CREATE TRIGGER ${triggerName(figure, source, 'delete')} AFTER DELETE ON ${source.from} BEGIN
  ${upsert(figure, remove, 'sqlite')}${dropEmpty(figure, remove)};
END`,
    `CREATE TRIGGER ${triggerName(figure, source, 'update')} AFTER UPDATE OF ${readColumns(source).join(', ')} ON ${source.from} BEGIN
  ${upsert(figure, both, 'sqlite')}${dropEmpty(figure, remove)};
END`,
  ];
}

/**
 * PostgreSQL: inserts and deletes counted once per statement, from its transition table (an
 * import's thousand members are one upsert per figure); updates once per row, as a trigger on
 * the columns read cannot have transition tables.
 */
function postgresTriggers(figure: Figure, source: Source) {
  const insert = triggerName(figure, source, 'insert');
  const del = triggerName(figure, source, 'delete');
  const update = triggerName(figure, source, 'update');
  const fn = (name: string, body: string) =>
    `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  ${body};
  RETURN NULL;
END $$`;
  const added = contributions(figure, source, { relation: 'kept_added' }, 1);
  const removed = contributions(figure, source, { relation: 'kept_removed' }, -1);
  const remove = contributions(figure, source, { row: 'OLD' }, -1);
  const both = `${remove} UNION ALL ${contributions(figure, source, { row: 'NEW' }, 1)}`;
  return [
    fn(insert, upsert(figure, added, 'postgres')),
    `CREATE TRIGGER ${insert} AFTER INSERT ON ${source.from} REFERENCING NEW TABLE AS kept_added
  FOR EACH STATEMENT EXECUTE FUNCTION ${insert}()`,
    fn(del, `${upsert(figure, removed, 'postgres')}${dropEmpty(figure, removed)}`),
    `CREATE TRIGGER ${del} AFTER DELETE ON ${source.from} REFERENCING OLD TABLE AS kept_removed
  FOR EACH STATEMENT EXECUTE FUNCTION ${del}()`,
    fn(update, `${upsert(figure, both, 'postgres')}${dropEmpty(figure, remove)}`),
    `CREATE TRIGGER ${update} AFTER UPDATE OF ${readColumns(source).join(', ')} ON ${source.from}
  FOR EACH ROW EXECUTE FUNCTION ${update}()`,
  ];
}

/** `figure`'s table, its triggers, their removal and the table's filling, in `dialect`'s SQL. */
export function figureSql(figure: Figure, dialect: DialectName): FigureSql {
  const columns = (source: Source) =>
    `${Object.keys(source.key).sort().join()} | ${Object.keys(source.sum).sort().join()}`;
  for (const source of sources(figure))
    if (columns(source) !== columns(figure))
      throw new Error(
        `${figure.table}: its source ${source.from} gives other columns than its first`,
      );
  const events = ['insert', 'delete', 'update'] as const;
  const create = sources(figure)
    .flatMap((source) =>
      dialect === 'sqlite' ? sqliteTriggers(figure, source) : postgresTriggers(figure, source),
    )
    .map((statement) => `${statement};\n`)
    .join('');
  const drop = sources(figure)
    .flatMap((source) =>
      events.map((event) =>
        dialect === 'sqlite'
          ? `DROP TRIGGER IF EXISTS ${triggerName(figure, source, event)};\n`
          : `DROP FUNCTION IF EXISTS ${triggerName(figure, source, event)}() CASCADE;\n`,
      ),
    )
    .join('');
  const createTable = tableSql(figure, dialect);
  const written = [...keysOf(figure), ...measuresOf(figure)].join(', ');
  const fill = `INSERT INTO ${figure.table} (${written}) ${truthQuery(figure)};\n`;
  const digest = createHash('sha256')
    .update(`${createTable}\n${create}\n${drop}\n${fill}`)
    .digest('hex');
  return { table: figure.table, createTable, create, drop, fill, digest };
}

const dropTable = (table: string) => `DROP TABLE IF EXISTS ${table};\n`;

/** The table (made by migration 037) recording which figures each database has applied, and how. */
export const FIGURES_TABLE = 'kept_figures';

interface Applied {
  figure: string;
  digest: string;
  drop_sql: string;
}

/**
 * What to run to bring a database whose applied figures are `applied` to `figures`: the triggers
 * of each figure changed or gone dropped (a figure gone, its table too: nothing keeps it any
 * more), then each changed or new one's table dropped and made again as declared (the table a
 * migration made, the first time), its triggers created and the table filled from the rows it
 * counts. Nothing when nothing changed.
 */
export function figureChanges(
  figures: readonly Figure[],
  applied: Applied[],
  dialect: DialectName,
) {
  const wanted = new Map(figures.map((figure) => [figure.table, figureSql(figure, dialect)]));
  const had = new Map(applied.map((row) => [row.figure, row]));
  const statements: { sql: string; record?: FigureSql; forget?: string }[] = [];
  for (const row of applied) {
    if (wanted.get(row.figure)?.digest === row.digest) continue;
    const gone = !wanted.has(row.figure);
    statements.push({
      sql: `${row.drop_sql}${gone ? dropTable(row.figure) : ''}`,
      forget: row.figure,
    });
  }
  for (const figure of wanted.values()) {
    if (had.get(figure.table)?.digest === figure.digest) continue;
    statements.push({
      sql: `${figure.drop}${dropTable(figure.table)}${figure.createTable}${figure.create}${figure.fill}`,
      record: figure,
    });
  }
  return statements;
}

/** Applies `figures` to a SQLite database from migration 037 on (in the caller's transaction). */
export function applyFiguresSqlite(sqlite: BetterSqlite3.Database, figures: readonly Figure[]) {
  const applied = sqlite
    .prepare(`SELECT figure, digest, drop_sql FROM ${FIGURES_TABLE}`)
    .all() as Applied[];
  const changes = figureChanges(figures, applied, 'sqlite');
  for (const { sql: text, record, forget } of changes) {
    sqlite.exec(text);
    if (forget) sqlite.prepare(`DELETE FROM ${FIGURES_TABLE} WHERE figure = ?`).run(forget);
    if (record)
      sqlite
        .prepare(`INSERT INTO ${FIGURES_TABLE} (figure, digest, drop_sql) VALUES (?, ?, ?)`)
        .run(record.table, record.digest, record.drop);
  }
  return changes.flatMap(({ record }) => (record ? [record.table] : []));
}

/** Applies `figures` to a PostgreSQL database from migration 037 on (in the caller's transaction). */
export async function applyFiguresPostgres<DB>(trx: Kysely<DB>, figures: readonly Figure[]) {
  const { rows: applied } = await sql<Applied>`SELECT figure, digest, drop_sql FROM ${sql.table(
    FIGURES_TABLE,
  )}`.execute(trx);
  const changes = figureChanges(figures, applied, 'postgres');
  for (const { sql: text, record, forget } of changes) {
    await sql.raw(text).execute(trx);
    if (forget)
      await sql`DELETE FROM ${sql.table(FIGURES_TABLE)} WHERE figure = ${forget}`.execute(trx);
    if (record)
      await sql`INSERT INTO ${sql.table(FIGURES_TABLE)} (figure, digest, drop_sql)
        VALUES (${record.table}, ${record.digest}, ${record.drop})`.execute(trx);
  }
  return changes.flatMap(({ record }) => (record ? [record.table] : []));
}
