import type { RouteObject } from 'react-router-dom';
import { sectionProblems } from './section-check';

const routes: RouteObject[] = [
  { path: 'plans' },
  { path: 'plans/:id/edit' },
  { path: 'plans/*' },
  { path: '*' },
];

describe('checking a declaration against its routes', () => {
  it('finds nothing when every page is claimed and highlighted, and every link leads to a page', () => {
    expect(
      sectionProblems(
        { prefixes: ['/plans'], sidebar: [{ label: 'Plans', path: '/plans', order: 1 }] },
        routes,
      ),
    ).toEqual([]);
  });

  it('names pages outside the prefixes or without a highlighted link, and links to no page', () => {
    const problems = sectionProblems(
      {
        prefixes: ['/plans', '/tour'],
        sidebar: [
          { label: 'Plans', path: '/plans', order: 1, match: ['/plans'] },
          { label: 'Tour', path: '/tour', order: 2, match: ['/elsewhere'] },
        ],
      },
      [...routes, { path: 'offers' }],
    );
    expect(problems).toEqual([
      'page plans/:id/edit highlights no sidebar entry',
      'page offers is under none of the prefixes',
      'page offers highlights no sidebar entry',
      'entry Tour leads to no page (/tour)',
      'entry Tour is not highlighted on its own page',
      'entry Tour highlights /elsewhere, outside the prefixes',
    ]);
  });
});
