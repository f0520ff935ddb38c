import { screen } from '@testing-library/react';
import { fakeAdmin, fakeApi, fakeRole } from '../../testing/fake-api';
import { renderRoutes } from '../../testing/render';
import { permittedRoutes, routePermission } from './permitted-routes';
import { IfAllowed, NO_ACCESS_MESSAGE } from './require-permission';

function Page({ title }: { title: string }) {
  return (
    <>
      <h1>{title}</h1>
      <IfAllowed permission="plans.edit">
        <button type="button">Add Plan</button>
      </IfAllowed>
      <IfAllowed permission={undefined}>
        <button type="button">Print</button>
      </IfAllowed>
    </>
  );
}

const routes = permittedRoutes([
  { path: 'plans', element: <Page title="Plans" />, permission: 'plans.view' },
  { path: 'plans/add', element: <Page title="Add New Plan" />, permission: 'plans.edit' },
  { path: 'about', element: <Page title="About" /> },
]);

test('a page opened without its permission says so; with it the page shows, and pages naming none show to all', async () => {
  fakeApi({ auth: fakeAdmin(fakeRole('Trainer')) });
  const view = renderRoutes(routes, '/plans/add');
  expect(await screen.findByRole('alert')).toHaveTextContent(NO_ACCESS_MESSAGE);
  expect(screen.queryByRole('heading', { name: 'Add New Plan' })).toBeNull();
  view.unmount();

  renderRoutes(routes, '/plans');
  expect(await screen.findByRole('heading', { name: 'Plans' })).toBeInTheDocument();
  expect(screen.queryByText(NO_ACCESS_MESSAGE)).toBeNull();
  expect(routes.map(routePermission)).toEqual(['plans.view', 'plans.edit', undefined]);
});

test('IfAllowed shows its children only to an account holding the permission, or when it names none', async () => {
  fakeApi({ auth: fakeAdmin(fakeRole('Trainer')) });
  const view = renderRoutes(routes, '/plans');
  await screen.findByRole('heading', { name: 'Plans' });
  expect(screen.queryByRole('button', { name: 'Add Plan' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  view.unmount();

  fakeApi({ auth: fakeAdmin(fakeRole('Manager')) });
  renderRoutes(routes, '/plans');
  expect(await screen.findByRole('button', { name: 'Add Plan' })).toBeInTheDocument();
});
