import path from 'node:path';
import { pathsToShared, releasedRemotes } from './check-shared-exports.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

test("sends @spotter/shared and each of its entries to today's sources", () => {
  const paths = pathsToShared();
  expect(paths['@spotter/shared']).toEqual([path.join(ROOT, 'shared/src/index.ts')]);
  expect(paths['@spotter/shared/dialogs']).toEqual([
    path.join(ROOT, 'shared/src/dialogs/index.ts'),
  ]);
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
  ]);
});
