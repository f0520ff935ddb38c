import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ApiError } from '../api/errors';
import { renderWithProviders } from '../testing/render';
import { useSave } from './use-save';

function SaveButton({ save }: { save: (signal: AbortSignal) => Promise<number> }) {
  const run = useSave();
  const onClick = () =>
    run(save, { success: (id) => `Saved ${id}`, failure: 'Save failed!', then: '/done' });
  return <button onClick={() => void onClick()}>Save</button>;
}

function renderSave(save: (signal: AbortSignal) => Promise<number>) {
  return renderWithProviders(
    <Routes>
      <Route path="/form" element={<SaveButton save={save} />} />
      <Route path="/done" element={<h1>Done</h1>} />
    </Routes>,
    { route: '/form' },
  );
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('saves with a signal, toasts the answer and moves on', async () => {
  const save = jest.fn(async (signal: AbortSignal) => (signal instanceof AbortSignal ? 7 : 0));
  renderSave(save);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Saved 7');
  expect(screen.getByRole('heading', { name: 'Done' })).toBeInTheDocument();
});

test("shows the server's message and stays on the form", async () => {
  renderSave(() =>
    Promise.reject(
      new ApiError(409, 'Conflict', {
        status: 'failed',
        message: 'A plan named "Gold" already exists.',
      }),
    ),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('A plan named "Gold" already exists.');
  expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
});

test('falls back to its own message, and logs the failure', async () => {
  renderSave(() => Promise.reject(new TypeError('Failed to fetch')));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Save failed!');
  expect(console.error).toHaveBeenCalledWith('Save failed!', expect.any(TypeError));
});

test('says nothing when the save was aborted', async () => {
  renderSave(() => Promise.reject(new DOMException('The request was aborted.', 'AbortError')));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByRole('status')).toBeNull();
  expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
});

test('without `then` it stays on the screen', async () => {
  function StayingForm({ save }: { save: () => Promise<string> }) {
    const run = useSave();
    return (
      <button onClick={() => void run(save, { success: (text) => text, failure: 'Save failed!' })}>
        Update
      </button>
    );
  }
  let fail = false;
  renderWithProviders(
    <Routes>
      <Route
        path="/settings"
        element={
          <StayingForm
            save={() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve('Updated!'))}
          />
        }
      />
    </Routes>,
    { route: '/settings' },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Updated!');
  fail = true;
  await userEvent.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Save failed!');
  expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
});
