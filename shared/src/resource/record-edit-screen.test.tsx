import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router-dom';
import { paths, pathTo } from '@spotter/api/paths';
import { fakeApi, memberPlans } from '../testing/fake-api';
import { renderWithProviders } from '../testing/render';
import { plansResource } from '../resources/plans';
import { RecordEditScreen } from './record-edit-screen';

const TEXTS = {
  notFound: 'Plan not found',
  backLabel: 'Back',
  backTo: '/plans',
  loadFailed: 'Failed.',
};

/** A one-button edit screen: Save renames the plan. */
function EditName() {
  const { id } = useParams<{ id: string }>();
  return (
    <RecordEditScreen
      title="Rename"
      resource={plansResource}
      id={id}
      texts={TEXTS}
      saved={{ success: () => 'Renamed!', failure: 'Rename failed!', then: '/plans' }}
      form={(record, submit) => (
        <button onClick={() => void submit({ ...record, name: `${record.name} Plus` })}>
          {`Rename ${record.name}`}
        </button>
      )}
    />
  );
}

const renderAt = (url: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/plans/:id" element={<EditName />} />
      <Route path="/plans" element={<p>The list</p>} />
    </Routes>,
    { route: url },
  );

test('loads the record onto a card under the title, updates it, says so and moves on', async () => {
  const api = fakeApi({ plans: memberPlans });
  renderAt('/plans/1');
  expect(screen.getByRole('heading', { level: 1, name: 'Rename' })).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: 'Rename Gold' }));
  // The screen says so and moves on: wait for both, the message may come before the list.
  expect(await screen.findByText('The list')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Renamed!');
  expect(api.calls.filter((c) => c.method === 'POST')).toEqual([
    {
      method: 'POST',
      path: pathTo(paths.plans.edit, { id: 1 }),
      body: expect.objectContaining({ name: 'Gold Plus' }),
    },
  ]);
});

test('an unknown record shows what stands instead of the form', async () => {
  fakeApi({ plans: memberPlans });
  renderAt('/plans/9');
  expect(await screen.findByText('Plan not found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/plans');
  expect(screen.queryByRole('button')).toBeNull();
});
