import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import { releasedRemotes, remoteAgainstToday } from './check-shared-exports.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

test("copies a released remote with today's @spotter/shared and its release's other dependencies", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spotter-check-test-'));
  try {
    const released = path.join(dir, 'released');
    fs.mkdirSync(path.join(released, 'src'), { recursive: true });
    fs.writeFileSync(path.join(released, 'src/index.ts'), 'export {};');
    for (const dep of ['react', '@spotter/shared', '@spotter/api'])
      fs.mkdirSync(path.join(released, 'node_modules', dep), { recursive: true });
    remoteAgainstToday(released, path.join(dir, 'copy'), path.join(ROOT, 'shared'));
    const link = (dep) => fs.realpathSync(path.join(dir, 'copy/node_modules', dep));
    expect(link('@spotter/shared')).toBe(path.join(ROOT, 'shared'));
    expect(link('@spotter/api')).toBe(
      fs.realpathSync(path.join(released, 'node_modules/@spotter/api')),
    );
    expect(link('react')).toBe(fs.realpathSync(path.join(released, 'node_modules/react')));
    expect(fs.readFileSync(path.join(dir, 'copy/src/index.ts'), 'utf8')).toBe('export {};');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('checks each released remote at its commit, unless shared has since moved to a new major version', () => {
  const releases = {
    host: { version: '1.2.0', commit: 'h' },
    'remote-members': { version: '1.1.0', commit: 'a' },
    'remote-staff': { version: '1.0.3', commit: 'a' },
    'remote-plans': { version: '1.0.0', commit: 'old' },
  };
  const sharedAt = (commit) => ({ a: '1.4.0', old: '0.9.0' })[commit];
  const { byCommit, skipped } = releasedRemotes(releases, '1.5.0', sharedAt);
  expect([...byCommit]).toEqual([
    [
      'a',
      [
        { version: '1.1.0', commit: 'a', folder: 'remote-members' },
        { version: '1.0.3', commit: 'a', folder: 'remote-staff' },
      ],
    ],
  ]);
  expect(skipped).toEqual([
    'remote-plans 1.0.0: built with @spotter/shared 0.9.0, and 1.5.0 is a new major version',
    'remote-billing: never released',
    'remote-classes: never released',
  ]);
});
