import { setPasswordCostForTests } from '../lib/passwords';

// Runs before each API test file, in its module registry. The real cost is tested once, in
// lib/passwords.test.ts; the journeys and `npm start` use it throughout.
setPasswordCostForTests({ N: 1024, r: 1, p: 1 });

// A test app reads on its main SQLite connection, not on reader threads: each of the thousands of
// apps the suite builds would start two threads (a Node runtime and a connection each, about a
// quarter of the app's cost), and a short-lived app would read on threads or not depending on how
// fast they started. The threads have their own tests (db/readers/sqlite-threads.sqlite.test.ts),
// and the journeys run the app as `npm start` does, on them.
process.env.SQLITE_READERS ??= '0';
