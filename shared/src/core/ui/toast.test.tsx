import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render';
import { useToast } from './toast';

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.success('Deleted successfully!')}>ok</button>
      <button onClick={() => toast.error('Delete failed!')}>fail</button>
    </>
  );
}

afterEach(() => jest.useRealTimers());

test('success is a status, failure an alert; both can be dismissed', async () => {
  renderWithProviders(<Buttons />);
  await userEvent.click(screen.getByRole('button', { name: 'ok' }));
  await userEvent.click(screen.getByRole('button', { name: 'fail' }));
  expect(screen.getByRole('status')).toHaveTextContent('Deleted successfully!');
  expect(screen.getByRole('alert')).toHaveTextContent('Delete failed!');
  const [first] = screen.getAllByRole('button', { name: 'Dismiss' });
  await userEvent.click(first!);
  expect(screen.queryByRole('status')).toBeNull();
  expect(screen.getByRole('alert')).toBeInTheDocument();
});

test('a success dismisses itself after about 5 seconds; a failure stays until dismissed', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithProviders(<Buttons />);
  await user.click(screen.getByRole('button', { name: 'ok' }));
  await user.click(screen.getByRole('button', { name: 'fail' }));
  act(() => jest.advanceTimersByTime(4000));
  expect(screen.getByRole('status')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1500));
  expect(screen.queryByRole('status')).toBeNull();
  act(() => jest.advanceTimersByTime(60_000));
  expect(screen.getByRole('alert')).toHaveTextContent('Delete failed!');
  await user.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('alert')).toBeNull();
});

function Undoable({ onUndo }: { onUndo: () => void }) {
  const toast = useToast();
  return (
    <button
      onClick={() =>
        toast.success('Asha Verma checked in.', {
          durationMs: 10_000,
          action: { label: 'Undo', run: onUndo },
        })
      }
    >
      check in
    </button>
  );
}

test('a message with an action offers its button for as long as it is asked to stay, and pressing it closes the message', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const onUndo = jest.fn();
  renderWithProviders(<Undoable onUndo={onUndo} />);
  await user.click(screen.getByRole('button', { name: 'check in' }));
  act(() => jest.advanceTimersByTime(9_000));
  expect(screen.getByRole('status')).toHaveTextContent('Asha Verma checked in.');
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(onUndo).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('status')).toBeNull();

  await user.click(screen.getByRole('button', { name: 'check in' }));
  act(() => jest.advanceTimersByTime(10_500));
  expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  expect(onUndo).toHaveBeenCalledTimes(1);
});
