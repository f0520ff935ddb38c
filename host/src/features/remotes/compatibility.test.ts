import type { VersionedDeclaration } from '@spotter/shared';
import { incompatibility, type HostProvides } from './compatibility';

const host: HostProvides = {
  version: '1.4.0',
  schemas: [1, 2],
  shared: { '@spotter/shared': '1.3.2', react: '19.3.1', '@spotter/shared/tabs': '1.3.2' },
  runtime: '2.9.2',
};
const remote = (requires: VersionedDeclaration['requires'], schema = 2): VersionedDeclaration => ({
  schema,
  requires,
  prefixes: ['/a'],
  sidebar: [],
});
const needs = (declaration: VersionedDeclaration) => incompatibility(declaration, host)?.needs;

describe('whether this host may run a remote', () => {
  it('runs one built against the same or an older minor of what it shares, with no word', () => {
    expect(
      incompatibility(
        remote({
          host: '^1.0.0',
          shared: { '@spotter/shared': '^1.0.0', react: '^19.3.0' },
          runtime: '~2.9.0',
        }),
        host,
      ),
    ).toBeNull();
    expect(incompatibility(remote({ shared: { '@spotter/shared': '^1.3.0' } }), host)).toBeNull();
    // The first declarations state nothing: nothing to refuse.
    expect(incompatibility(remote({}, 1), host)).toBeNull();
  });

  it('refuses one built against a newer shared library, naming the versions', () => {
    expect(incompatibility(remote({ shared: { '@spotter/shared': '^1.4.0' } }), host)).toEqual({
      needs: 'newer',
      reason: 'it needs @spotter/shared ^1.4.0, and this Spotter has 1.3.2',
    });
    expect(needs(remote({ shared: { react: '^19.4.0' } }))).toBe('newer');
  });

  it('refuses one built against an older major, which may use what was since removed', () => {
    expect(incompatibility(remote({ shared: { '@spotter/shared': '^0.9.0' } }), host)).toEqual({
      needs: 'older',
      reason: 'it needs @spotter/shared ^0.9.0, and this Spotter has 1.3.2',
    });
    expect(needs(remote({ host: '^0.1.0' }))).toBe('older');
  });

  it('refuses one that needs a later host, or another federation runtime', () => {
    expect(needs(remote({ host: '>=1.5.0' }))).toBe('newer');
    expect(needs(remote({ runtime: '~2.10.0' }))).toBe('newer');
    expect(needs(remote({ runtime: '~2.8.0' }))).toBe('older');
    // A development host hands no runtime to its remotes: each brings its own.
    expect(incompatibility(remote({ runtime: '~2.10.0' }), { ...host, runtime: null })).toBeNull();
  });

  it('refuses one that shares a library this host does not, rather than run a second copy', () => {
    expect(
      incompatibility(remote({ shared: { '@spotter/shared/kiosk': '^1.3.0' } }), host),
    ).toEqual({
      needs: 'newer',
      reason: 'it shares @spotter/shared/kiosk, which this Spotter does not',
    });
    // A version that does not match says more than a missing entry: an older major is "older".
    expect(
      needs(remote({ shared: { '@spotter/shared/kiosk': '^0.1.0', '@spotter/shared': '^0.1.0' } })),
    ).toBe('older');
  });

  it('refuses a declaration schema it cannot read', () => {
    expect(incompatibility(remote({}, 3), host)).toEqual({
      needs: 'newer',
      reason: 'its declaration follows schema 3, and this Spotter reads 1, 2',
    });
    expect(needs(remote({}, 1))).toBeUndefined();
    expect(incompatibility(remote({}, 1), { ...host, schemas: [2] })?.needs).toBe('older');
  });
});
