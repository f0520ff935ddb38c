import { dataDirFrom } from '../../config';
import { backUp } from './online-backup';
import { restore, RestoreRefused } from './restore';

const USAGE = `pnpm db:backup [FOLDER | FILE]   copy the SQLite database in DATA_DIR (default ./data) while the API runs;
                                 into DATA_DIR/backups unless a folder (one that exists, or ending in /)
                                 or a new file is named
pnpm db:restore FILE             put FILE in place of DATA_DIR's database; the API must be stopped`;

const POSTGRES = `DATABASE_URL names a PostgreSQL database: its backups are its provider's (point-in-time
recovery) or pg_dump's / pg_restore's, not Spotter's (docs/postgres.md).`;

interface Io {
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
  err: (line: string) => void;
}

const processIo: Io = { env: process.env, out: console.log, err: console.error };

/** `backup [TO]` or `restore FILE`; answers the exit code. */
export async function runBackupCommand(args: string[], io: Io = processIo): Promise<number> {
  const [command, target, ...rest] = args;
  if (
    rest.length ||
    (command !== 'backup' && command !== 'restore') ||
    (command === 'restore' && !target)
  ) {
    io.err(USAGE);
    return 2;
  }
  if (io.env.DATABASE_URL) {
    io.err(POSTGRES);
    return 1;
  }
  const dataDir = dataDirFrom(io.env);
  try {
    if (command === 'backup') {
      const made = await backUp(dataDir, { to: target });
      io.out(`Backed up ${dataDir} to ${made.path}`);
      for (const gone of made.removed) io.out(`Removed ${gone.file} (kept: 7 daily, 4 weekly)`);
      return 0;
    }
    const restored = restore(target!, dataDir);
    io.out(`Restored ${target} into ${restored.database}`);
    if (restored.keptAside) io.out(`The database it replaced is kept as ${restored.keptAside}`);
    if (restored.pending)
      io.out(`The API applies ${restored.pending} newer migration(s) to it when it starts.`);
    return 0;
  } catch (error) {
    io.err(error instanceof RestoreRefused ? error.message : String(error));
    return 1;
  }
}
