import { setPasswordCostForTests } from '../lib/passwords';

// Runs before each API test file, in its module registry. The real cost is tested once, in
// lib/passwords.test.ts; the journeys and `npm start` use it throughout.
setPasswordCostForTests({ N: 1024, r: 1, p: 1 });
