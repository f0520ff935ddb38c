import {
  declaredFirstRequests,
  firstReads,
  firstRequestUrls,
  sectionProblems,
} from '@spotter/shared/testing';
import { declaration } from './declaration';
import { routes } from './routes';

it('declares every page and sidebar link of its routes, and only those, each link needing what its page needs', () => {
  expect(sectionProblems(declaration, routes)).toEqual([]);
});

describe('the first API reads it declares, which the host preloads with the page', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it.each(firstRequestUrls(declaration))('are the ones %s makes', async (url) => {
    const declared = declaredFirstRequests(declaration, url);
    expect(await firstReads(routes, url, declared.length)).toEqual(declared);
  });
});
