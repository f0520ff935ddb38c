// npm test runs Jest's projects (jest.config.js) in two runs: the screens' (jsdom: no server, no
// port) beside the journeys, at the lowest priority, and every other project before them
// (scripts/test.mjs). jest-runs.test.mjs holds the two lists to the configuration's projects.
import REMOTES from '../../remotes.json' with { type: 'json' };

/** The screens' projects, run beside the journeys. */
export const JEST_BESIDE_JOURNEYS = ['shared', 'host', ...REMOTES.map(({ folder }) => folder)];

/** The API suite on both databases and the servers' tests, run on both cores before the journeys. */
export const JEST_FIRST = ['servers', 'api', 'api-postgres'];
