import { DECLARATIONS, manifestOf } from '../../testing/fake-remotes';
import { parseDeclaration } from './parse-declaration';

describe('reading a declaration from a manifest', () => {
  it('returns the prefixes and sidebar entries the remote declared', () => {
    expect(parseDeclaration(manifestOf('staff', DECLARATIONS.staff))).toEqual(DECLARATIONS.staff);
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
  ])('refuses %s', (_case, manifest) => {
    expect(() => parseDeclaration(manifest)).toThrow('no valid section declaration');
  });
});
