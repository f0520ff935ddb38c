import { createRequire } from 'node:module';
import { JEST_BESIDE_JOURNEYS, JEST_FIRST } from './jest-runs.mjs';

const projects = createRequire(import.meta.url)('../../jest.config.js').projects;

test("npm test's two Jest runs together run every project of the configuration, each once", () => {
  const names = projects.map((project) => project.displayName);
  expect([...JEST_FIRST, ...JEST_BESIDE_JOURNEYS].sort()).toEqual([...names].sort());
});

test('only projects that start no server run beside the journeys', () => {
  for (const name of JEST_BESIDE_JOURNEYS)
    expect(projects.find((project) => project.displayName === name).testEnvironment).toBe('jsdom');
});
