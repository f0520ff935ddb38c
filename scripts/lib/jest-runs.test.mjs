import { createRequire } from 'node:module';
import { JEST_BESIDE_JOURNEYS, JEST_FIRST } from './jest-runs.mjs';

const require = createRequire(import.meta.url);
const projects = require('../../jest.config.js').projects;
const { TestEnvironment: Jsdom } = require('jest-environment-jsdom');

/** A project's environment is jsdom's, or one that extends it (testing/jsdom-environment.cjs). */
const isJsdom = (environment) =>
  environment === 'jsdom' ||
  require(environment.replace('<rootDir>/..', '../..')).prototype instanceof Jsdom;

test("npm test's two Jest runs together run every project of the configuration, each once", () => {
  const names = projects.map((project) => project.displayName);
  expect([...JEST_FIRST, ...JEST_BESIDE_JOURNEYS].sort()).toEqual([...names].sort());
});

test('only projects that start no server run beside the journeys', () => {
  for (const name of JEST_BESIDE_JOURNEYS)
    expect(isJsdom(projects.find((project) => project.displayName === name).testEnvironment)).toBe(
      true,
    );
});
