import { sql, type Kysely } from 'kysely';
import { testDialect } from './test-database';

/**
 * Makes every insert into `table` fail with `message` from now on, as a full disk or a lost
 * connection would: before the row is written, or after it (so the transaction has written
 * something to roll back). A trigger, in the SQL of the database the test runs on. `only`: an
 * SQL condition on the new row (`NEW.name = 'Ravi'`), for only such rows to fail.
 */
export async function failInserts<DB>(
  db: Kysely<DB>,
  table: string,
  when: 'before' | 'after',
  message: string,
  only?: string,
) {
  const name = sql.id(`fail_${when}_insert_${table}`);
  const timing = sql.raw(when === 'before' ? 'BEFORE' : 'AFTER');
  // A trigger's body takes no parameters: the message is written in as a quoted literal.
  const text = sql.raw(`'${message.replace(/'/g, "''")}'`);
  const condition = sql.raw(only === undefined ? '' : `WHEN (${only})`);
  if (testDialect() === 'sqlite') {
    await sql`CREATE TRIGGER ${name} ${timing} INSERT ON ${sql.table(table)} FOR EACH ROW ${condition} BEGIN SELECT RAISE(ABORT, ${text}); END`.execute(
      db,
    );
    return;
  }
  await sql`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION ${text}; END $$`.execute(
    db,
  );
  await sql`CREATE TRIGGER ${name} ${timing} INSERT ON ${sql.table(table)} FOR EACH ROW ${condition} EXECUTE FUNCTION ${name}()`.execute(
    db,
  );
}

/** Undoes `failInserts`: inserts into `table` work again. */
export async function stopFailingInserts<DB>(
  db: Kysely<DB>,
  table: string,
  when: 'before' | 'after',
) {
  const name = sql.id(`fail_${when}_insert_${table}`);
  if (testDialect() === 'sqlite') await sql`DROP TRIGGER ${name}`.execute(db);
  else await sql`DROP TRIGGER ${name} ON ${sql.table(table)}`.execute(db);
}
