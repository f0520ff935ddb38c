// `pnpm db:backup` and `pnpm db:restore` (or `node api/dist/db/backup/cli.js backup|restore …`).
import { runBackupCommand } from './backup-command';

void runBackupCommand(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
