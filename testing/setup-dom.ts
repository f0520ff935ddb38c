import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { setActiveBranch } from '../shared/src/core/branches/active-branch';

// react-router 7 reads these globals, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy*/waitFor give up after 1 s by default. On a 2-core machine also running other work, the
// first render of the whole host (its lazy pages and sections) once took more than 5 s: the bound
// is only how long a failing wait lasts, a passing one ends as soon as the screen shows, so it sits
// well above that, still under Jest's 30 s per test.
configure({ asyncUtilTimeout: 15_000 });

// The tab's branch is one value per page (the kit's store, kept in sessionStorage by the host):
// each test starts as a new tab would, with none chosen.
afterEach(() => {
  setActiveBranch(null);
  sessionStorage.clear();
});
