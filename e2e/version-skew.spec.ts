import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { serveRemote, startHost } from './support/redeploy';
import { origin, PORTS, RELEASED_REMOTE_PORTS } from './support/ports';
import { signIn } from './support/session';

const ROOT = path.resolve(__dirname, '..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Every console line of the page that speaks of versions (the federation runtime's, the host's). */
function versionMessages(page: Page) {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (/version|satisf/i.test(message.text())) lines.push(message.text());
  });
  return lines;
}

// The plans team builds against a @spotter/shared one minor version ahead of the host's, and
// uses what that version added, on a new page.
const NEWER_EXPORT = `
export const SECTION_GREETING = 'Built with a newer shared library';
`;
const NEW_LINK = `
declaration.prefixes.push('/offers');
declaration.sidebar.push({ label: 'Plan Offers', path: '/offers', order: 35 });
`;
const NEW_PAGE = `
import { PageHeader as OffersPage, SECTION_GREETING } from '@spotter/shared';
routes.unshift({ path: 'offers', element: <OffersPage title={SECTION_GREETING} /> });
`;

test('a remote built against a newer shared library is refused before it runs, and runs under a host that has it @no-database', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const { buildApp, commitOf, extractWorkspace } = await import('../scripts/lib/snapshots.mjs');
  const workspace = extractWorkspace(
    commitOf('HEAD'),
    fs.mkdtempSync(path.join(os.tmpdir(), 'spotter-newer-shared-')),
  );
  const today = readJson(path.join(ROOT, 'shared/package.json')).version as string;
  const [major = 0, minor = 0] = today.split('.').map(Number);
  const newer = `${major}.${minor + 1}.0`;
  const sharedPackage = path.join(workspace, 'shared/package.json');
  fs.writeFileSync(sharedPackage, JSON.stringify({ ...readJson(sharedPackage), version: newer }));
  fs.appendFileSync(path.join(workspace, 'shared/src/index.ts'), NEWER_EXPORT);
  fs.appendFileSync(path.join(workspace, 'remote-plans/src/declaration.ts'), NEW_LINK);
  fs.appendFileSync(path.join(workspace, 'remote-plans/src/routes.tsx'), NEW_PAGE);
  const stopRemote = await serveRemote(
    'remote-plans',
    buildApp(workspace, 'remote-plans'),
    PORTS.skewSection,
  );
  const plansAt = { REMOTE_PLANS_URL: `${origin('skewSection')}/mf-manifest.json` };
  const host = origin('skewHost');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const messages = versionMessages(page);
  let stopHost = await startHost(PORTS.skewHost, plansAt);
  try {
    // Today's host: the section's links are read, its code never runs.
    await signIn(page, `${host}/offers`);
    await expect(page.getByRole('alert')).toHaveText(
      /^This section needs a newer version of Spotter\.\s*Retry$/,
    );
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Plan Offers' })).toBeVisible();
    expect(messages).toContainEqual(
      expect.stringContaining(`needs @spotter/shared ^${newer}, and this Spotter has ${today}`),
    );
    // No script of it was run: none added to the page, none fetched as a script (the host's
    // page may have preloaded its files, which runs nothing).
    const ran = await page.evaluate(
      (from) => [
        ...[...document.scripts].map((script) => script.src).filter((src) => src.startsWith(from)),
        ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter(({ name, initiatorType }) => name.startsWith(from) && initiatorType === 'script')
          .map(({ name }) => name),
      ],
      origin('skewSection'),
    );
    expect(ran).toEqual([]);
    // The other sections are untouched.
    await nav.getByRole('link', { name: 'Members' }).click();
    await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();

    // A host built with that shared library: the same remote runs, its new page and its old ones.
    await stopHost();
    stopHost = await startHost(PORTS.skewHost, plansAt, {
      folder: path.dirname(buildApp(workspace, 'host')),
    });
    messages.length = 0;
    await page.goto(`${host}/offers`);
    await expect(
      page.getByRole('heading', { name: 'Built with a newer shared library', level: 1 }),
    ).toBeVisible();
    await nav.getByRole('link', { name: 'Plans', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Plans', level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(messages).toEqual([]);
  } finally {
    await stopHost();
    await stopRemote();
    fs.rmSync(workspace, { recursive: true, force: true });
  }
});

// Each remote's pages, as its sidebar links name them (every link: the journeys' account is the
// Owner's), read from the manifest the host reads.
async function pagesOf(manifestUrl: string, page: Page): Promise<string[]> {
  const manifest = await (await page.request.get(manifestUrl)).json();
  return manifest.metaData.spotterSection.sidebar.map(({ path: link }: { path: string }) => link);
}

/**
 * Opens every page of every section under the host at `host`, from a fresh tab each time: each
 * shows its heading, and nothing fails on the way (no page error, no section error, no console
 * message about versions).
 */
async function visitEverySection(page: Page, host: string, manifests: Record<string, string>) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  const versions = versionMessages(page);
  await signIn(page, `${host}/dashboard`);
  const visited = new Set<string>();
  for (const [remote, manifest] of Object.entries(manifests)) {
    for (const link of await pagesOf(manifest, page)) {
      visited.add(remote);
      await page.goto(`${host}${link}`);
      await expect(
        page.getByRole('main').getByRole('heading', { level: 1 }),
        `${remote}'s ${link}`,
      ).toBeVisible();
      await expect(page.getByRole('alert'), `${remote}'s ${link}`).toHaveCount(0);
    }
  }
  expect([...visited]).toEqual(Object.keys(manifests));
  expect([...problems, ...versions]).toEqual([]);
}

const RELEASES = readJson(path.join(ROOT, 'releases.json')) as Record<
  string,
  { version: string; commit: string }
>;
const manifestSetting = (name: string, url: string) => ({
  [`REMOTE_${name.toUpperCase()}_URL`]: `${url}/mf-manifest.json`,
});

test("each remote's last release runs under today's host, and today's remotes under the host's last release @no-database", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const { releasedBuilds } = await import('../scripts/lib/snapshots.mjs');
  const released = releasedBuilds(RELEASES);
  const workspaceRemotes: { name: string; folder: string }[] = readJson(
    path.join(ROOT, 'remotes.json'),
  );
  // `pnpm release` records each app: the host has been released, and every remote it records is
  // one of the workspace's. A remote not released yet (a new section) has no release to run, and
  // is left out of both halves (check-shared-exports.mjs skips it likewise).
  expect(Object.keys(released)).toContain('host');
  const folders = workspaceRemotes.map(({ folder }) => folder);
  expect(
    Object.keys(released)
      .filter((app) => app !== 'host')
      .sort(),
  ).toEqual(folders.filter((folder) => released[folder]).sort());
  const releasedRemotes = workspaceRemotes.filter(({ folder }) => released[folder]);
  // Released remotes, each on a server of its own, under today's host.
  const stops: (() => Promise<unknown>)[] = [];
  try {
    let settings = {};
    const manifests: Record<string, string> = {};
    for (const { name, folder } of releasedRemotes) {
      const build = released[folder]!;
      const port = RELEASED_REMOTE_PORTS[name]!;
      stops.push(await serveRemote(folder, build.dist, port));
      settings = { ...settings, ...manifestSetting(name, `http://localhost:${port}`) };
      manifests[name] = `http://localhost:${port}/mf-manifest.json`;
    }
    const host = origin('skewHost');
    const stopToday = await startHost(PORTS.skewHost, settings);
    try {
      await visitEverySection(page, host, manifests);
    } finally {
      await stopToday();
    }

    // Today's remotes (this worker's) under the host's last release, with its own server: those
    // released before, which that host has met; a remote never released is first released beside
    // a host that knows it (its permissions, what it uses of shared), so it is left out here too.
    const todays = Object.fromEntries(
      releasedRemotes.map(({ name }) => [name, `http://localhost:${PORTS[name]}/mf-manifest.json`]),
    );
    const stopReleased = await startHost(
      PORTS.skewHost,
      Object.assign(
        {},
        ...releasedRemotes.map(({ name }) =>
          manifestSetting(name, `http://localhost:${PORTS[name]}`),
        ),
        // The worker's port settings name every workspace remote: that host knows none of the
        // remotes released since it was, and refuses a port for a remote it does not know.
        ...workspaceRemotes
          .filter(({ folder }) => !released[folder])
          .map(({ name }) => ({ [`REMOTE_${name.toUpperCase()}_PORT`]: '' })),
      ),
      { folder: path.dirname(released.host!.dist) },
    );
    stops.push(stopReleased);
    await page.context().clearCookies();
    await visitEverySection(page, host, todays);
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
});
