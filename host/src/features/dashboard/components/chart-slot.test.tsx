import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@spotter/shared/testing';
import { ChartSlot } from './chart-slot';

// The charts' chunk cannot be downloaded while this is set (as when the network drops).
let mockChunkFails = true;
jest.mock('./charts', () => {
  if (mockChunkFails) throw new Error('Loading chunk dashboard-charts failed');
  return jest.requireActual('./charts');
});

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('a chart whose chunk could not be downloaded offers Retry, which downloads it again', async () => {
  renderWithProviders(<ChartSlot kind="members-vs-trainers" members={650} trainers={20} />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading chart...');
  expect(await screen.findByRole('alert')).toHaveTextContent('The chart could not be loaded.');
  mockChunkFails = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('img', { name: 'Members vs Trainers' })).toBeInTheDocument();
  expect(screen.getByText('Trainers: 20')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
