import { screen } from '@testing-library/react';
import { renderWithProviders } from '@spotter/shared/testing';
import { getLoadedSection, loadSection } from '../load-section';
import { RemoteSection } from './remote-section';

jest.mock('../load-section', () => ({ getLoadedSection: jest.fn(), loadSection: jest.fn() }));

const section = { routes: [{ path: 'users', element: <h1>Members from the remote</h1> }] };

it('shows a section whose load ended between its first render and its effect', async () => {
  // Not loaded when the component first renders; loaded by the time its effect runs (the load the
  // page began at start-up ended meanwhile), and that load's promise says nothing more.
  jest.mocked(getLoadedSection).mockReturnValueOnce(undefined).mockReturnValue(section);
  jest.mocked(loadSection).mockReturnValue(new Promise(() => {}));
  renderWithProviders(<RemoteSection remote="members" />, { route: '/users' });
  expect(
    await screen.findByRole('heading', { name: 'Members from the remote' }),
  ).toBeInTheDocument();
});
