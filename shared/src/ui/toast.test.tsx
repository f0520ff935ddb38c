import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render';
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
