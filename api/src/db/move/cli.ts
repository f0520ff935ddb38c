// `pnpm db:move-to-postgres` (or `node api/dist/db/move/cli.js` where only the build is deployed).
import { runMoveCommand } from './move-command';

void runMoveCommand(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
