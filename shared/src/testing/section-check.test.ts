import type { RouteObject } from 'react-router-dom';
import { permittedRoutes } from '../core/access/permitted-routes';
import { sectionProblems } from './section-check';

const routes: RouteObject[] = permittedRoutes([
  { path: 'plans', permission: 'plans.view' },
  { path: 'plans/:id/edit', permission: 'plans.edit' },
  { path: 'plans/*' },
  { path: '*' },
]);

const plansLink = { label: 'Plans', path: '/plans', order: 1, permission: 'plans.view' } as const;

describe('checking a declaration against its routes', () => {
  it('finds nothing when every page is claimed, highlighted and permitted, and every link leads to a page', () => {
    expect(sectionProblems({ prefixes: ['/plans'], sidebar: [plansLink] }, routes)).toEqual([]);
  });

  it('names pages outside the prefixes or without a highlighted link, and links to no page', () => {
    const problems = sectionProblems(
      {
        prefixes: ['/plans', '/tour'],
        sidebar: [
          { ...plansLink, match: ['/plans'] },
          { label: 'Tour', path: '/tour', order: 2, match: ['/elsewhere'] },
        ],
      },
      [...routes, ...permittedRoutes([{ path: 'offers', permission: 'plans.view' }])],
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

  it('takes a page highlighted by a link of the host (Settings) as highlighted', () => {
    const declaration = { prefixes: ['/plans', '/settings/plans'], sidebar: [plansLink] };
    const withSettings = [
      ...routes,
      ...permittedRoutes([{ path: 'settings/plans', permission: 'plans.edit' }]),
    ];
    expect(sectionProblems(declaration, withSettings)).toEqual([
      'page settings/plans highlights no sidebar entry',
    ]);
    const settings = { label: 'Settings', path: '/settings', order: 0, match: ['/settings/*'] };
    expect(sectionProblems(declaration, withSettings, [settings])).toEqual([]);
  });

  it('names pages that need no permission, and links that need other than their page', () => {
    const problems = sectionProblems(
      {
        prefixes: ['/plans', '/tour'],
        sidebar: [
          { ...plansLink, permission: 'plans.edit' },
          { label: 'Tour', path: '/tour', order: 2 },
        ],
      },
      [{ path: 'tour' }, ...routes],
    );
    expect(problems).toEqual([
      'page tour names no permission',
      'entry Plans needs plans.edit, its page plans.view',
    ]);
  });
});
