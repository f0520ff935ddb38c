import type { Permission, SectionDeclaration, VersionedDeclaration } from '@spotter/shared';
import workspaceRemotes from '../../../remotes.json';
import { registerSections } from '../features/remotes/runtime-config';

type Link = [label: string, path: string, order: number, permission: Permission, match?: string[]];
const section = (prefixes: string[], ...links: Link[]): SectionDeclaration => ({
  prefixes,
  sidebar: links.map(([label, path, order, permission, match]) => ({
    label,
    path,
    order,
    permission,
    ...(match && { match }),
  })),
});

/** Declarations like the four remotes' own, each link naming its permission (host tests cannot import remotes). */
export const DECLARATIONS: Record<string, SectionDeclaration> = {
  members: section(
    ['/users', '/attendance', '/enquiries'],
    ['Members', '/users', 10, 'members.view'],
    ['Attendance', '/attendance', 50, 'attendance.record'],
    ['Enquiries', '/enquiries', 60, 'enquiries.manage'],
  ),
  staff: section(
    ['/view/staffs', '/add/staffs', '/staff', '/edit_trainer_staff'],
    [
      'Trainers & Staffs',
      '/view/staffs',
      20,
      'staff.view',
      ['/view/staffs', '/add/staffs', '/staff/:id', '/edit_trainer_staff/:id'],
    ],
  ),
  plans: section(['/plans'], ['Plans', '/plans', 30, 'plans.view']),
  billing: section(
    ['/invoice', '/pending', '/expired'],
    ['Invoice', '/invoice', 40, 'invoices.view'],
    ['Pending', '/pending', 70, 'payments.record'],
    ['Expired', '/expired', 80, 'payments.record'],
  ),
};

/** The workspace's remotes on their ports (remotes.json); any other (added by configuration) on 3009. */
export const manifestUrl = (remote: string) => {
  const port = workspaceRemotes.find(({ name }) => name === remote)?.port;
  return port
    ? `http://localhost:${port}/mf-manifest.json`
    : `http://localhost:3009/${remote}/mf-manifest.json`;
};

/** The mf-manifest.json a remote's build writes, reduced to what the host reads. */
export const manifestOf = (remote: string, declaration: unknown) => ({
  id: remote,
  name: remote,
  metaData: { spotterSection: declaration },
  shared: [],
  exposes: [],
});

// jsdom has no Response: the part of one the manifest reader uses.
export const answer = (body: unknown) => {
  const response = { ok: true, status: 200, json: async () => body, clone: () => response };
  return response as unknown as Response;
};

/**
 * Registers remotes as the host does at start-up, answering each one's manifest with its
 * declaration; a remote given `null` cannot be reached. Other requests go to the fetch already in
 * place (the fake API), so call this after `fakeApi`.
 */
export function fakeRemotes(
  declarations: Record<string, SectionDeclaration | VersionedDeclaration | null> = DECLARATIONS,
) {
  const api = globalThis.fetch;
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const remote = Object.keys(declarations).find((name) => manifestUrl(name) === String(input));
    if (!remote) return api(input, init);
    const declaration = declarations[remote];
    if (!declaration) throw new TypeError('Failed to fetch');
    return answer(manifestOf(remote, declaration));
  });
  globalThis.fetch = fetchMock as typeof fetch;
  registerSections(
    Object.fromEntries(Object.keys(declarations).map((name) => [name, manifestUrl(name)])),
  );
  return fetchMock;
}
