import { claimsPath } from '@spotter/shared';
import { claimsPath as serverClaimsPath } from '../../../server/remote-hints.mjs';
import { DECLARATIONS } from '../../testing/fake-remotes';
import type { DeclarationState, Declarations } from './declarations';
import { findOwner } from './find-owner';

const ready = (remote: string): [string, DeclarationState] => [
  remote,
  { status: 'ready', declaration: DECLARATIONS[remote]! },
];

describe('which remote owns a URL', () => {
  it('is the remote whose declared prefixes cover it', () => {
    const declarations: Declarations = new Map([ready('members'), ready('staff'), ready('plans')]);
    expect(findOwner(declarations, '/users/3/edit')).toEqual({ kind: 'remote', remote: 'members' });
    expect(findOwner(declarations, '/edit_trainer_staff/3')).toEqual({
      kind: 'remote',
      remote: 'staff',
    });
    expect(findOwner(declarations, '/plans')).toEqual({ kind: 'remote', remote: 'plans' });
    expect(findOwner(declarations, '/plansx')).toEqual({ kind: 'none' });
  });

  it('waits while an unclaimed URL may belong to a remote still loading', () => {
    const declarations: Declarations = new Map<string, DeclarationState>([
      ready('members'),
      ['plans', { status: 'loading' }],
    ]);
    expect(findOwner(declarations, '/plans')).toEqual({ kind: 'pending' });
    expect(findOwner(declarations, '/users')).toEqual({ kind: 'remote', remote: 'members' });
  });

  it('blames an unreadable remote for an unclaimed URL instead of answering not found', () => {
    const declarations: Declarations = new Map<string, DeclarationState>([
      ready('members'),
      ['plans', { status: 'unreadable' }],
    ]);
    expect(findOwner(declarations, '/plans/3/edit')).toEqual({ kind: 'unreachable' });
    expect(findOwner(declarations, '/users')).toEqual({ kind: 'remote', remote: 'members' });
  });
});

describe("the host's server", () => {
  // It preloads a section's code for the page it sends: it must pick the section the browser will.
  it.each([
    '/users',
    '/users/',
    '/users/3/edit',
    '/usersx',
    '/user',
    '/plans',
    '/plans/add',
    '/staff/2',
    '/staffs',
    '/',
    '/dashboard',
    '/invoice/x/y',
  ])('claims %s exactly as the browser does', (pathname) => {
    for (const declaration of Object.values(DECLARATIONS)) {
      expect(serverClaimsPath(declaration.prefixes, pathname)).toBe(
        claimsPath(declaration, pathname),
      );
    }
  });
});
