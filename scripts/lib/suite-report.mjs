// Where `npm test`'s time went: from the reports Jest and Playwright wrote (reports/*.json), each
// package's Jest time and the slowest test files and journeys. npm test prints it after the phase
// times; `node scripts/lib/suite-report.mjs` prints it again from the last run's reports.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Each Jest test file's time (a file of the API suite runs once per database: both added up). */
export function jestFileTimes(report) {
  const times = new Map();
  for (const file of report.testResults) {
    const name = path.relative(ROOT, file.name);
    const ms = file.endTime - file.startTime;
    const seen = times.get(name) ?? { ms: 0, runs: 0 };
    times.set(name, { ms: seen.ms + ms, runs: seen.runs + 1 });
  }
  return times;
}

/** Each journey's time in a Playwright JSON report, as `file › title`, in one project (database). */
export function journeyTimes(report, project) {
  const times = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests.filter((t) => t.projectName === project))
        times.set(
          `${spec.file} › ${spec.title}`,
          test.results.reduce((sum, result) => sum + result.duration, 0),
        );
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  return times;
}

/** Test files' time by package: the folder the file's path starts with. */
export function byPackage(times) {
  const packages = new Map();
  for (const [name, { ms }] of times) {
    const top = name.split('/')[0];
    packages.set(top, (packages.get(top) ?? 0) + ms);
  }
  return packages;
}

const slowest = (entries, count) => [...entries].sort((a, b) => b[1] - a[1]).slice(0, count);

/** The report's lines, from the JSON reports found in `folder`. */
export function suiteReport(folder = path.join(ROOT, 'reports'), count = 10) {
  const read = (file) => {
    const at = path.join(folder, file);
    return fs.existsSync(at) ? JSON.parse(fs.readFileSync(at, 'utf8')) : undefined;
  };
  const lines = [];
  // npm test runs Jest twice (the screens beside the journeys): every jest*.json, as one run.
  const jestReports = fs.existsSync(folder)
    ? fs
        .readdirSync(folder)
        .filter((file) => /^jest.*\.json$/.test(file))
        .sort()
        .map(read)
    : [];
  if (jestReports.length > 0) {
    const files = jestFileTimes({ testResults: jestReports.flatMap((r) => r.testResults) });
    lines.push('Jest: test files\u2019 time by package (the workers run side by side):');
    for (const [top, ms] of slowest(byPackage(files), Infinity))
      lines.push(`  ${top.padEnd(16)} ${seconds(ms).padStart(9)}`);
    lines.push(`Jest: the ${count} slowest test files (API files: both databases added up):`);
    const longest = [...files].sort((a, b) => b[1].ms - a[1].ms).slice(0, count);
    for (const [name, { ms, runs }] of longest)
      lines.push(`  ${seconds(ms).padStart(9)}  ${name}${runs > 1 ? ` (${runs} runs)` : ''}`);
  }
  const e2e = read('e2e.json');
  for (const [project, label] of [
    ['sqlite', 'SQLite'],
    ['postgres', 'PostgreSQL'],
  ]) {
    const times = e2e ? journeyTimes(e2e, project) : new Map();
    if (times.size === 0) continue;
    const total = [...times.values()].reduce((sum, ms) => sum + ms, 0);
    lines.push(
      `Journeys on ${label}: ${times.size}, ${seconds(total)} added up (side by side); the ${count} slowest:`,
    );
    for (const [name, ms] of slowest(times, count))
      lines.push(`  ${seconds(ms).padStart(9)}  ${name}`);
  }
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(suiteReport());
