import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { byPackage, jestFileTimes, journeyTimes, suiteReport } from './suite-report.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const jestFile = (name, startTime, endTime) => ({
  name: path.join(ROOT, name),
  startTime,
  endTime,
});

const jest = {
  testResults: [
    jestFile('api/src/a.test.ts', 0, 3000),
    jestFile('api/src/a.test.ts', 10, 2010),
    jestFile('host/src/b.test.tsx', 0, 1500),
    jestFile('shared/src/c.test.ts', 0, 500),
  ],
};

const e2e = {
  suites: [
    {
      specs: [
        {
          file: 'a.spec.ts',
          title: 'one',
          tests: [
            { projectName: 'sqlite', results: [{ duration: 4000 }] },
            { projectName: 'postgres', results: [{ duration: 3000 }] },
          ],
        },
      ],
      suites: [
        {
          specs: [
            {
              file: 'a.spec.ts',
              title: 'nested',
              tests: [
                { projectName: 'postgres', results: [{ duration: 1000 }, { duration: 500 }] },
              ],
            },
          ],
        },
      ],
    },
  ],
};

test("adds up an API file's runs on both databases, and groups files by package", () => {
  const times = jestFileTimes(jest);
  expect(times.get('api/src/a.test.ts')).toEqual({ ms: 5000, runs: 2 });
  expect(Object.fromEntries(byPackage(times))).toEqual({ api: 5000, host: 1500, shared: 500 });
});

test('reads every journey of nested suites in one project, with all its attempts', () => {
  expect(Object.fromEntries(journeyTimes(e2e, 'postgres'))).toEqual({
    'a.spec.ts › one': 3000,
    'a.spec.ts › nested': 1500,
  });
  expect(Object.fromEntries(journeyTimes(e2e, 'sqlite'))).toEqual({ 'a.spec.ts › one': 4000 });
});

test('prints the packages, the slowest files and the journeys from the reports it finds', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'suite-report-'));
  try {
    // Jest's two runs (the API's, and the screens' beside the journeys), read as one.
    const api = jest.testResults.filter((file) => file.name.includes('/api/'));
    const screens = jest.testResults.filter((file) => !file.name.includes('/api/'));
    fs.writeFileSync(path.join(folder, 'jest.json'), JSON.stringify({ testResults: api }));
    fs.writeFileSync(
      path.join(folder, 'jest-screens.json'),
      JSON.stringify({ testResults: screens }),
    );
    fs.writeFileSync(path.join(folder, 'e2e.json'), JSON.stringify(e2e));
    const report = suiteReport(folder, 2);
    expect(report).toContain('  api                  5.0 s');
    expect(report).toContain('      5.0 s  api/src/a.test.ts (2 runs)');
    expect(report).toContain('      1.5 s  host/src/b.test.tsx');
    expect(report).not.toContain('shared/src/c.test.ts');
    expect(report).toContain(
      'Journeys on PostgreSQL: 2, 4.5 s added up (side by side); the 2 slowest:',
    );
    expect(report).toContain(
      'Journeys on SQLite: 1, 4.0 s added up (side by side); the 2 slowest:',
    );
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
