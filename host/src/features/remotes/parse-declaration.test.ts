import { DECLARATIONS, manifestOf } from '../../testing/fake-remotes';
import { parseDeclaration } from './parse-declaration';

const first = { schema: 1, requires: {} };

describe('reading a declaration from a manifest', () => {
  const good = { label: 'Good', path: '/a', order: 1 };

  it('returns the prefixes and sidebar entries the remote declared, with their permissions', () => {
    expect(parseDeclaration(manifestOf('staff', DECLARATIONS.staff))).toEqual({
      ...first,
      ...DECLARATIONS.staff,
    });
    expect(parseDeclaration(manifestOf('billing', DECLARATIONS.billing)).sidebar).toEqual([
      expect.objectContaining({ label: 'Invoice', permission: 'invoices.view' }),
      expect.objectContaining({ label: 'Pending', permission: 'payments.record' }),
      expect.objectContaining({ label: 'Expired', permission: 'payments.record' }),
    ]);
  });

  it('accepts a link without a permission (every account sees it)', () => {
    const open = { prefixes: ['/a'], sidebar: [{ label: 'A', path: '/a', order: 1 }] };
    expect(parseDeclaration(manifestOf('x', open))).toEqual({ ...first, ...open });
  });

  it('reads the schema a declaration follows and the versions it needs', () => {
    const requires = {
      host: '^1.0.0',
      shared: { '@spotter/shared': '^1.2.0', react: '^19.3.0' },
      runtime: '~2.9.0',
    };
    const declared = { schema: 2, requires, prefixes: ['/a'], sidebar: [] };
    expect(parseDeclaration(manifestOf('x', declared))).toEqual(declared);
    // What it cannot understand of the requirements is not a requirement it can check.
    const odd = { ...declared, requires: { host: 2, shared: { react: 19 }, runtime: '~2.9.0' } };
    expect(parseDeclaration(manifestOf('x', odd)).requires).toEqual({ runtime: '~2.9.0' });
  });

  it('reads the dashboard cards of schema 3', () => {
    const dashboard = [
      { key: 'lockers-free', order: 10, permission: 'members.view' },
      { key: 'open', order: 20 },
    ];
    const declared = { schema: 3, requires: {}, prefixes: ['/a'], sidebar: [], dashboard };
    expect(parseDeclaration(manifestOf('x', declared))).toEqual(declared);
  });

  it('reads the search groups of schema 3, each alone: a malformed one is left out', () => {
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const group = { kind: 'lockers', group: 'Lockers', href: '/a/{id}', order: 1 };
    const read = parseDeclaration(
      manifestOf('x', {
        schema: 3,
        prefixes: ['/a'],
        sidebar: [],
        search: [group, { ...group, kind: 'keys', href: '/b/{id}' }, { ...group, order: 2 }],
      }),
      'lockers-search',
    );
    expect(read.search).toEqual([group]);
    expect(warned.mock.calls.map(([line]) => String(line))).toEqual([
      expect.stringContaining(`The "lockers-search" section's search group`),
      expect.stringContaining(`The "lockers-search" section's search group`),
    ]);
    warned.mockRestore();
  });

  const card = { key: 'good', order: 1 };
  it.each([
    ['a card without a key', { order: 1 }],
    ['a card whose key names no component', { key: 'Lockers Free', order: 1 }],
    ['a card whose order is not a number', { key: 'a', order: '1' }],
    ['a card with a permission that is not the API’s', { key: 'a', order: 1, permission: 'x.y' }],
    ['a card whose key was declared before', { key: 'good', order: 2 }],
  ])('leaves out %s, keeps the other cards and the section, and says so once', (_case, bad) => {
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const manifest = manifestOf('x', {
      schema: 3,
      prefixes: ['/a'],
      sidebar: [good],
      dashboard: [card, bad],
    });
    const read = parseDeclaration(manifest, 'lockers');
    expect(read.dashboard).toEqual([card]);
    expect(read.sidebar).toEqual([good]);
    parseDeclaration(manifest, 'lockers');
    const reports = warned.mock.calls.map(([line]) => String(line));
    expect(reports.filter((line) => line.includes(JSON.stringify(bad)))).toHaveLength(1);
    expect(reports[0]).toContain(`The "lockers" section's dashboard card`);
    warned.mockRestore();
  });

  it.each([
    ['no manifest', null],
    ['a manifest without a declaration', { metaData: {} }],
    ['prefixes that are not a list', manifestOf('x', { prefixes: '/plans', sidebar: [] })],
  ])('refuses %s', (_case, manifest) => {
    expect(() => parseDeclaration(manifest)).toThrow('no valid section declaration');
  });

  it.each([
    ['an entry without a label', { path: '/a', order: 1 }],
    ['an entry whose order is not a number', { label: 'A', path: '/a', order: '1' }],
    ['match patterns that are not paths', { label: 'A', path: '/a', order: 1, match: 'a' }],
    ...['members.see', 'Members.view', 'toString', '', 7].map((permission): [string, unknown] => [
      `a permission that is not one of the API's (${JSON.stringify(permission)})`,
      { label: 'A', path: '/a', order: 1, permission },
    ]),
  ])('leaves out %s, keeps the rest of the section, and says so once', (_case, entry) => {
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const manifest = manifestOf(`x-${JSON.stringify(entry)}`, {
      prefixes: ['/a', 'not-a-path'],
      sidebar: [entry, good],
    });
    const remote = 'lockers';
    expect(parseDeclaration(manifest, remote)).toEqual({
      ...first,
      prefixes: ['/a'],
      sidebar: [good],
    });
    parseDeclaration(manifest, remote);
    const reports = warned.mock.calls.map(([line]) => String(line));
    expect(reports.filter((line) => line.includes(JSON.stringify(entry)))).toHaveLength(1);
    expect(reports[0]).toContain('The "lockers" section');
    warned.mockRestore();
  });
});
