import { parseArgs } from 'node:util';
import { MoveCheckFailed, MoveRefused, moveToPostgres, shownUrl } from './move-to-postgres';

export const USAGE = `Usage: pnpm db:move-to-postgres --from <DATA_DIR> --to postgres://user:password@host:5432/database
       (or: node api/dist/db/move/cli.js --from … --to …)

Copies the SQLite database in DATA_DIR (spotter.sqlite, pictures included) into an EMPTY
PostgreSQL database, in one transaction, and checks the copy. Stop the API first.
  --from        the SQLite installation's data folder (default: $DATA_DIR, else ./data)
  --to          the PostgreSQL database's URL (default: $DATABASE_URL)
  --batch-rows  rows per INSERT at most (default: 1000)

Exit codes: 0 moved; 1 failed, nothing kept; 2 refused, nothing written.`;

/** Exit codes: the shell and scripts tell a refusal (fix the input) from a failure. */
export const EXIT = { moved: 0, failed: 1, refused: 2 } as const;

interface Output {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** A command line the command does not understand: refused, with the usage. */
class UsageError extends MoveRefused {}

function parsed(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      options: {
        from: { type: 'string' },
        to: { type: 'string' },
        'batch-rows': { type: 'string' },
      },
    }).values;
  } catch (error) {
    throw new UsageError((error as Error).message.replace(/\.$/, ''));
  }
}

function options(argv: string[], env: NodeJS.ProcessEnv) {
  const values = parsed(argv);
  const to = values.to ?? env.DATABASE_URL;
  const batchRows = Number(values['batch-rows'] ?? 1000);
  if (!to || !/^postgres(ql)?:\/\//.test(to))
    throw new UsageError('--to must be a postgres:// URL');
  if (!Number.isInteger(batchRows) || batchRows < 1)
    throw new UsageError('--batch-rows must be a positive whole number');
  return { from: values.from ?? env.DATA_DIR ?? 'data', to, batchRows };
}

/** `db:move-to-postgres`: runs the move and answers the process's exit code. */
export async function runMoveCommand(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  { out, err }: Output = { out: console.log, err: console.error },
) {
  let to: string | undefined;
  try {
    if (argv.includes('--help')) {
      out(USAGE);
      return EXIT.moved;
    }
    const chosen = options(argv, env);
    to = chosen.to;
    const summary = await moveToPostgres({ ...chosen, log: out });
    out(
      `Moved ${summary.tables.length} tables, ${summary.rows.toLocaleString('en-US')} rows, in ${summary.seconds.toFixed(1)} s.`,
    );
    out(
      `Next: start the API with DATABASE_URL=${shownUrl(chosen.to)} (keep the SQLite folder as a backup).`,
    );
    return EXIT.moved;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // A URL in a driver's message may carry the password.
    const said = to ? message.replaceAll(to, shownUrl(to)) : message;
    if (error instanceof MoveRefused) {
      err(`Refused: ${said}. Nothing was written.`);
      if (error instanceof UsageError) err(USAGE);
      return EXIT.refused;
    }
    err(
      error instanceof MoveCheckFailed
        ? `Failed: ${said}.`
        : `Failed: ${said}. The PostgreSQL transaction was rolled back: nothing was kept.`,
    );
    return EXIT.failed;
  }
}
