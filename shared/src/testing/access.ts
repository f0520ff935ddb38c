import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { NO_ACCESS_MESSAGE } from '../access/require-permission';
import { fakeApi, type FakeAuth } from './fake-api';
import { renderRoutes } from './render';

/**
 * Which of `urls` show only "You do not have access to this page." to `auth`, each opened afresh
 * as by typing it. The session is known from the start (see renderRoutes), so the page decides on
 * its first render.
 */
export function refusedPages(routes: RouteObject[], urls: string[], auth: FakeAuth): string[] {
  return urls.filter((url) => {
    fakeApi({ auth });
    const view = renderRoutes(routes, url);
    const refused = screen.queryByText(NO_ACCESS_MESSAGE) !== null;
    view.unmount();
    return refused;
  });
}
