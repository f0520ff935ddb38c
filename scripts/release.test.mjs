// `pnpm release` (scripts/lib/release.mjs): the deployable folder keeps an earlier release's hashed
// files for the keep period and no longer; releases.json records what was built, and nothing is
// released from a tree with uncommitted changes. Builds are stand-ins written by the test.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  parseReleaseArgs,
  release,
  releaseInto,
  RELEASABLE,
  ReleaseError,
  releaseReport,
} from './lib/release.mjs';

const DAY = 24 * 60 * 60 * 1000;
const at = (day) => new Date(Date.UTC(2026, 11, 1) + day * DAY);

let dir;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spotter-release-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A stand-in for one production build of a remote: its entries and its hashed files. */
function writeBuild(folder, { entry, chunks }) {
  fs.rmSync(folder, { recursive: true, force: true });
  fs.mkdirSync(path.join(folder, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(folder, 'remoteEntry.js'), `var entry = ${JSON.stringify(entry)};`);
  fs.writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify({ entry }));
  fs.writeFileSync(path.join(folder, '.built'), 'stamp');
  for (const chunk of chunks) {
    fs.writeFileSync(path.join(folder, chunk), `chunk ${chunk}`);
    fs.writeFileSync(path.join(folder, `${chunk}.br`), `compressed ${chunk}`);
  }
  return folder;
}

const filesIn = (folder) =>
  fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();

describe('releaseInto', () => {
  const first = { entry: 'first', chunks: ['main.0123456789.js', 'assets/logo.aaaaaaaaaa.png'] };
  const second = { entry: 'second', chunks: ['main.9876543210.js'] };
  const stamp = { app: 'remote-plans', version: '1.2.0', commit: 'c0ffee', builtAt: 'then' };

  it("keeps the previous release's hashed files beside the new build, and only the new entries", () => {
    const deploy = path.join(dir, 'deploy');
    releaseInto(deploy, writeBuild(path.join(dir, 'one'), first), { now: at(0), stamp });
    const done = releaseInto(deploy, writeBuild(path.join(dir, 'two'), second), {
      now: at(1),
      stamp,
    });

    expect(filesIn(deploy)).toEqual([
      '.kept.json',
      'assets/logo.aaaaaaaaaa.png',
      'assets/logo.aaaaaaaaaa.png.br',
      'main.0123456789.js',
      'main.0123456789.js.br',
      'main.9876543210.js',
      'main.9876543210.js.br',
      'mf-manifest.json',
      'release.json',
      'remoteEntry.js',
    ]);
    // An old tab's chunk is still there as it was built; the entries are the new build's.
    expect(fs.readFileSync(path.join(deploy, 'main.0123456789.js'), 'utf8')).toBe(
      'chunk main.0123456789.js',
    );
    expect(fs.readFileSync(path.join(deploy, 'remoteEntry.js'), 'utf8')).toBe(
      'var entry = "second";',
    );
    expect(JSON.parse(fs.readFileSync(path.join(deploy, 'release.json'), 'utf8'))).toEqual(stamp);
    expect(done.added).toEqual(['main.9876543210.js', 'main.9876543210.js.br']);
    expect(done.removed).toEqual([]);
    expect(done.kept).toEqual(
      [
        'assets/logo.aaaaaaaaaa.png',
        'assets/logo.aaaaaaaaaa.png.br',
        'main.0123456789.js',
        'main.0123456789.js.br',
      ].map((file) => ({ file, left: at(1).toISOString(), days: 7 })),
    );
    expect(JSON.parse(fs.readFileSync(path.join(deploy, '.kept.json'), 'utf8'))).toEqual(
      Object.fromEntries(done.kept.map(({ file, left }) => [file, left])),
    );
  });

  it('removes a kept file at the first release 7 days after it left, counted from when it left', () => {
    const deploy = path.join(dir, 'deploy');
    const third = { entry: 'third', chunks: ['main.5555555555.js'] };
    releaseInto(deploy, writeBuild(path.join(dir, 'one'), first), { now: at(0), stamp });
    releaseInto(deploy, writeBuild(path.join(dir, 'two'), second), { now: at(1), stamp });
    // Six days later the first build's files are still kept, the second's have just left.
    const early = releaseInto(deploy, writeBuild(path.join(dir, 'three'), third), {
      now: at(7),
      stamp,
    });
    expect(early.removed).toEqual([]);
    expect(early.kept.map(({ file, days }) => [file, days])).toEqual([
      ['assets/logo.aaaaaaaaaa.png', 1],
      ['assets/logo.aaaaaaaaaa.png.br', 1],
      ['main.0123456789.js', 1],
      ['main.0123456789.js.br', 1],
      ['main.9876543210.js', 7],
      ['main.9876543210.js.br', 7],
    ]);

    const late = releaseInto(deploy, writeBuild(path.join(dir, 'three'), third), {
      now: at(8),
      stamp,
    });
    expect(late.removed).toEqual([
      'assets/logo.aaaaaaaaaa.png',
      'assets/logo.aaaaaaaaaa.png.br',
      'main.0123456789.js',
      'main.0123456789.js.br',
    ]);
    expect(late.added).toEqual([]);
    // Its folder went with its last file.
    expect(filesIn(deploy)).toEqual([
      '.kept.json',
      'main.5555555555.js',
      'main.5555555555.js.br',
      'main.9876543210.js',
      'main.9876543210.js.br',
      'mf-manifest.json',
      'release.json',
      'remoteEntry.js',
    ]);
    expect(
      Object.keys(JSON.parse(fs.readFileSync(path.join(deploy, '.kept.json'), 'utf8'))),
    ).toEqual(['main.9876543210.js', 'main.9876543210.js.br']);
  });

  it('keeps nothing with --keep-days 0, removes entries the build no longer has, and takes back a file built again', () => {
    const deploy = path.join(dir, 'deploy');
    const withStats = writeBuild(path.join(dir, 'one'), first);
    fs.writeFileSync(path.join(withStats, 'mf-stats.json'), '{}');
    releaseInto(deploy, withStats, { now: at(0), stamp });
    releaseInto(deploy, writeBuild(path.join(dir, 'two'), second), { now: at(1), stamp });
    // The first build again (a rollback): its kept files are current again, no longer kept.
    const back = releaseInto(deploy, writeBuild(path.join(dir, 'one'), first), {
      now: at(2),
      stamp,
      keepDays: 0,
    });
    expect(back.added).toEqual([]);
    expect(back.removed).toEqual(['main.9876543210.js', 'main.9876543210.js.br']);
    expect(back.kept).toEqual([]);
    expect(JSON.parse(fs.readFileSync(path.join(deploy, '.kept.json'), 'utf8'))).toEqual({});
    const again = releaseInto(deploy, writeBuild(path.join(dir, 'two'), second), {
      now: at(3),
      stamp,
      keepDays: 0,
    });
    expect(again.removed).toEqual([
      'assets/logo.aaaaaaaaaa.png',
      'assets/logo.aaaaaaaaaa.png.br',
      'main.0123456789.js',
      'main.0123456789.js.br',
    ]);
    expect(filesIn(deploy)).not.toContain('mf-stats.json');
  });
});

describe('parseReleaseArgs', () => {
  it('takes the host or a remote by its folder, with 7 days kept unless told', () => {
    expect(RELEASABLE).toEqual([
      'host',
      'remote-members',
      'remote-staff',
      'remote-plans',
      'remote-billing',
      'remote-classes',
    ]);
    expect(parseReleaseArgs(['remote-plans'])).toEqual({ app: 'remote-plans', keepDays: 7 });
    expect(parseReleaseArgs(['host', '--keep-days', '3'])).toEqual({ app: 'host', keepDays: 3 });
    expect(parseReleaseArgs(['--keep-days=0', 'host'])).toEqual({ app: 'host', keepDays: 0 });
  });

  it.each([
    [[], /^Usage: pnpm release <app>/],
    [['plans'], /^"plans" is not an app\. Usage/],
    [['shared'], /^"shared" is not an app/],
    [['host', 'remote-plans'], /^Unexpected "remote-plans"/],
    [['host', '--keep-days'], /^--keep-days must be a whole number of days, got "undefined"/],
    [['host', '--keep-days', '1.5'], /got "1\.5"/],
    [['host', '--keep-days=-1'], /got "-1"/],
    [['host', '--force'], /^Unexpected "--force"/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseReleaseArgs(argv)).toThrow(ReleaseError);
    expect(() => parseReleaseArgs(argv)).toThrow(message);
  });
});

describe('release', () => {
  const git = (...args) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  /** A repository like the workspace: the app, shared/, tools/, the lockfile, one commit. */
  beforeEach(() => {
    write('remote-plans/package.json', JSON.stringify({ name: 'remote-plans', version: '1.4.0' }));
    write('remote-plans/src/index.ts', 'export {};');
    write('remote-staff/src/index.ts', 'export {};');
    write('shared/src/index.ts', 'export {};');
    write('tools/rspack-config/index.mjs', 'export {};');
    write('pnpm-lock.yaml', 'lockfileVersion: 9.0');
    write(
      'releases.json',
      `${JSON.stringify({ host: { version: '2.0.0', commit: 'abc', released: 'then' } })}\n`,
    );
    write('.gitignore', 'dist/\ndeploy/\n');
    git('init', '--quiet');
    git('add', '.');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '--quiet', '-m', 'first');
  });
  const build = async (app) =>
    writeBuild(path.join(dir, app, 'dist'), { entry: app, chunks: ['main.0123456789.js'] });
  const now = () => at(0);

  it('builds the app, writes deploy/<app>/ with its stamp, and records version and commit in releases.json', async () => {
    const done = await release({ root: dir, app: 'remote-plans', build, now });
    const commit = git('rev-parse', 'HEAD');
    expect(done).toMatchObject({ app: 'remote-plans', version: '1.4.0', commit, keepDays: 7 });
    expect(filesIn(path.join(dir, 'deploy/remote-plans'))).toEqual([
      '.kept.json',
      'main.0123456789.js',
      'main.0123456789.js.br',
      'mf-manifest.json',
      'release.json',
      'remoteEntry.js',
    ]);
    expect(
      JSON.parse(fs.readFileSync(path.join(dir, 'deploy/remote-plans/release.json'), 'utf8')),
    ).toEqual({
      app: 'remote-plans',
      version: '1.4.0',
      commit,
      builtAt: '2026-12-01T00:00:00.000Z',
    });
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'releases.json'), 'utf8'))).toEqual({
      host: { version: '2.0.0', commit: 'abc', released: 'then' },
      'remote-plans': { version: '1.4.0', commit, released: '2026-12-01T00:00:00.000Z' },
    });
    // The version is only read: package.json is as it was committed.
    expect(git('status', '--porcelain', '--', 'remote-plans')).toBe('');
  });

  it.each([
    ['remote-plans/src/index.ts', ' M remote-plans/src/index.ts'],
    ['remote-plans/src/new-page.tsx', '?? remote-plans/src/new-page.tsx'],
    ['shared/src/index.ts', ' M shared/src/index.ts'],
    ['tools/rspack-config/index.mjs', ' M tools/rspack-config/index.mjs'],
    ['pnpm-lock.yaml', ' M pnpm-lock.yaml'],
  ])('refuses while %s has uncommitted changes, building nothing', async (file, line) => {
    write(file, 'changed');
    const builds = [];
    const refused = release({
      root: dir,
      app: 'remote-plans',
      build: (app) => builds.push(app),
      now,
    });
    await expect(refused).rejects.toThrow(ReleaseError);
    await expect(refused).rejects.toThrow(
      `Cannot release remote-plans: commit or stash these changes first, since releases.json records the\ncommit that was built (remote-plans, shared, tools, pnpm-lock.yaml):\n  ${line}`,
    );
    expect(builds).toEqual([]);
    expect(fs.existsSync(path.join(dir, 'deploy'))).toBe(false);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'releases.json'), 'utf8'))).toEqual({
      host: { version: '2.0.0', commit: 'abc', released: 'then' },
    });
  });

  it('refuses to release a changed app under the version it was released with, until its version moves', async () => {
    const commit = (message) => {
      git('add', '.');
      git(
        '-c',
        'user.name=t',
        '-c',
        'user.email=t@example.com',
        'commit',
        '--quiet',
        '-m',
        message,
      );
    };
    await release({ root: dir, app: 'remote-plans', build, now });
    commit('released');
    // Released again unchanged (another app's change is not its own): the same version is right.
    write('remote-staff/src/index.ts', 'export const staff = 1;');
    commit('staff');
    await expect(release({ root: dir, app: 'remote-plans', build, now })).resolves.toBeTruthy();
    commit('released again');

    write('shared/src/index.ts', 'export const more = 1;');
    commit('shared grew');
    const builds = [];
    await expect(
      release({ root: dir, app: 'remote-plans', build: (app) => builds.push(app), now }),
    ).rejects.toThrow('Cannot release remote-plans 1.4.0 again: what it is built from changed');
    expect(builds).toEqual([]);

    write('remote-plans/package.json', JSON.stringify({ name: 'remote-plans', version: '1.4.1' }));
    commit('version');
    await expect(release({ root: dir, app: 'remote-plans', build, now })).resolves.toMatchObject({
      version: '1.4.1',
    });
  });

  it("releases while another app's folder or releases.json itself has changes", async () => {
    write('remote-staff/src/index.ts', 'changed');
    write('releases.json', '{}\n');
    await expect(release({ root: dir, app: 'remote-plans', build, now })).resolves.toMatchObject({
      version: '1.4.0',
    });
  });
});

test('releaseReport says the version, the commit, and the files added, kept and removed', () => {
  const report = releaseReport(
    {
      app: 'remote-plans',
      version: '1.4.0',
      commit: 'c0ffee',
      deployDir: path.join(dir, 'deploy/remote-plans'),
      keepDays: 7,
      added: ['main.9876543210.js', 'main.9876543210.js.br', 'main.9876543210.js.map'],
      kept: [
        { file: 'main.0123456789.js', left: at(0).toISOString(), days: 3 },
        { file: 'main.0123456789.js.gz', left: at(0).toISOString(), days: 3 },
      ],
      removed: [],
    },
    dir,
  );
  expect(report).toBe(
    [
      'Released remote-plans 1.4.0 (commit c0ffee) into deploy/remote-plans/',
      '  3 file(s) added:',
      '    main.9876543210.js (and .br, .map)',
      '  2 file(s) of earlier releases kept, each until 7 days after it left:',
      '    main.0123456789.js (and .gz) (3 more day(s))',
      '  0 file(s) removed',
      'Recorded in releases.json: commit it.',
    ].join('\n'),
  );
});
