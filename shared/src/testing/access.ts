import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { BUILT_IN_ROLES, type BuiltInRoleName } from '@spotter/api/contract';
import { NO_ACCESS_MESSAGE } from '../core/access/require-permission';
import { fakeAdmin, fakeApi, fakeRole, type FakeAuth } from './fake-api';
import { renderRoutes } from './render';

/**
 * Which of `urls` show only "You do not have access to this page." to `auth`, each opened afresh
 * as by typing it. The session is known from the start (see renderRoutes), so the page decides on
 * its first render.
 */
function refusedPages(routes: RouteObject[], urls: string[], auth: FakeAuth): string[] {
  return urls.filter((url) => {
    fakeApi({ auth });
    const view = renderRoutes(routes, url);
    const refused = screen.queryByText(NO_ACCESS_MESSAGE) !== null;
    view.unmount();
    return refused;
  });
}

/** refusedPages for each built-in role, by its name. */
export const refusedByRole = (routes: RouteObject[], urls: string[]) =>
  Object.fromEntries(
    BUILT_IN_ROLES.map(({ name }) => [name, refusedPages(routes, urls, fakeAdmin(fakeRole(name)))]),
  ) as Record<BuiltInRoleName, string[]>;
