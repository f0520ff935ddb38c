import { DECLARATIONS, manifestOf } from '../../testing/fake-remotes';
import { parseDeclaration } from './parse-declaration';

describe('reading a declaration from a manifest', () => {
  it('returns the prefixes and sidebar entries the remote declared, with their permissions', () => {
    expect(parseDeclaration(manifestOf('staff', DECLARATIONS.staff))).toEqual(DECLARATIONS.staff);
    expect(parseDeclaration(manifestOf('billing', DECLARATIONS.billing)).sidebar).toEqual([
      expect.objectContaining({ label: 'Invoice', permission: 'invoices.view' }),
      expect.objectContaining({ label: 'Pending', permission: 'payments.record' }),
      expect.objectContaining({ label: 'Expired', permission: 'payments.record' }),
    ]);
  });

  it('accepts a link without a permission (every account sees it)', () => {
    const open = { prefixes: ['/a'], sidebar: [{ label: 'A', path: '/a', order: 1 }] };
    expect(parseDeclaration(manifestOf('x', open))).toEqual(open);
  });

  it.each([
    ['no manifest', null],
    ['a manifest without a declaration', { metaData: {} }],
    ['prefixes that are not paths', manifestOf('x', { prefixes: ['plans'], sidebar: [] })],
    [
      'an entry without a label',
      manifestOf('x', { prefixes: ['/a'], sidebar: [{ path: '/a', order: 1 }] }),
    ],
    [
      'an entry whose order is not a number',
      manifestOf('x', { prefixes: ['/a'], sidebar: [{ label: 'A', path: '/a', order: '1' }] }),
    ],
    [
      'match patterns that are not paths',
      manifestOf('x', {
        prefixes: ['/a'],
        sidebar: [{ label: 'A', path: '/a', order: 1, match: 'a' }],
      }),
    ],
    ...['members.see', 'Members.view', 'toString', '', 7].map((permission): [string, unknown] => [
      `a permission that is not one of the API's (${JSON.stringify(permission)})`,
      manifestOf('x', {
        prefixes: ['/a'],
        sidebar: [{ label: 'A', path: '/a', order: 1, permission }],
      }),
    ]),
  ])('refuses %s', (_case, manifest) => {
    expect(() => parseDeclaration(manifest)).toThrow('no valid section declaration');
  });
});
