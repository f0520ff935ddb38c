import { sectionProblems, testFirstRequests } from '@spotter/shared/testing';
import { declaration } from './declaration';
import { routes } from './routes';

it('declares every page and sidebar link of its routes, and only those, each link needing what its page needs', () => {
  expect(sectionProblems(declaration, routes)).toEqual([]);
});

testFirstRequests(declaration, routes);
