import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ApiError } from '../core/api/errors';
import { renderWithProviders } from '../testing/render';
import { useSave, useSubmit } from './use-save';

type Shown = (error: unknown) => boolean;

function SaveButton({
  save,
  shown,
}: {
  save: (signal: AbortSignal) => Promise<number>;
  shown?: Shown;
}) {
  const run = useSave();
  const onClick = () =>
    run(save, { success: (id) => `Saved ${id}`, failure: 'Save failed!', then: '/done', shown });
  return <button onClick={() => void onClick()}>Save</button>;
}

function renderSave(save: (signal: AbortSignal) => Promise<number>, shown?: Shown) {
  return renderWithProviders(
    <Routes>
      <Route path="/form" element={<SaveButton save={save} shown={shown} />} />
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
  // The toast and the move to the next page are two renders; wait for the second too.
  expect(await screen.findByRole('heading', { name: 'Done' })).toBeInTheDocument();
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

test('leaves a refusal the screen shows itself to the screen, and toasts the others', async () => {
  const refusal = new ApiError(409, 'Taken', { status: 'failed', message: 'Taken', deleted_id: 3 });
  const shown = jest.fn((error: unknown) => error === refusal);
  let next: unknown = refusal;
  renderSave(() => Promise.reject(next), shown);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(shown).toHaveBeenCalledWith(refusal));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  next = new TypeError('Failed to fetch');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Save failed!');
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

test('without `success` a save says nothing when it works, and tells whether it did', async () => {
  const outcomes: boolean[] = [];
  function Download({ save }: { save: () => Promise<void> }) {
    const run = useSave();
    const onClick = async () => outcomes.push(await run(save, { failure: 'Download failed!' }));
    return <button onClick={() => void onClick()}>Download</button>;
  }
  let fail = false;
  renderWithProviders(
    <Download save={() => (fail ? Promise.reject(new Error('gone')) : Promise.resolve())} />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Download' }));
  await waitFor(() => expect(outcomes).toEqual([true]));
  expect(screen.queryByRole('status')).toBeNull();
  fail = true;
  await userEvent.click(screen.getByRole('button', { name: 'Download' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Download failed!');
  expect(outcomes).toEqual([true, false]);
});

describe('useSubmit', () => {
  /** A one-field form: empty is refused with an inline message, anything else is sent. */
  function NameForm({ send }: { send: (name: string) => Promise<unknown> }) {
    const [name, setName] = useState('');
    const [error, setError] = useState('');
    const { saving, submit } = useSubmit(() => {
      setError(name.trim() ? '' : 'Name is required');
      return name.trim() || null;
    }, send);
    return (
      <form aria-label="Name" onSubmit={submit}>
        <input aria-label="Name" value={name} onChange={(e) => setName(e.target.value)} />
        {error && <p>{error}</p>}
        <button type="submit" disabled={saving} aria-busy={saving || undefined}>
          Save
        </button>
      </form>
    );
  }

  test('checks first: a refused form shows why and sends nothing', async () => {
    const send = jest.fn(() => Promise.resolve());
    renderWithProviders(<NameForm send={send} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  test('sends what the check gave, busy until the send settles, and keeps the page', async () => {
    let finish: () => void = () => {};
    const send = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithProviders(<NameForm send={send} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), ' Asha ');
    const submitted = jest.fn((event: Event) => event.defaultPrevented);
    // Heard after React's own listener: the browser's page load was already called off.
    document.addEventListener('submit', submitted);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    document.removeEventListener('submit', submitted);
    expect(send).toHaveBeenCalledWith('Asha');
    expect(submitted).toHaveReturnedWith(true);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(screen.queryByText('Name is required')).toBeNull();
  });
});
