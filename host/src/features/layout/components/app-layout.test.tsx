import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  fakeApi,
  PHONE_WIDTH,
  resetScreenWidth,
  setScreenWidth,
  TABLET_WIDTH,
} from '@spotter/shared/testing';
import { fakeRemotes } from '../../../testing/fake-remotes';
import { renderApp } from '../../../testing/render-app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(() => Promise.resolve()),
}));

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
// The Menu button's code is fetched once the layout knows it is on a phone.
const findMenuButton = () => screen.findByRole('button', { name: 'Menu' });
const drawer = () => screen.getByRole('dialog', { name: 'Menu' });

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.mocked(loadRemote).mockReturnValue(new Promise(() => {}));
  fakeApi();
  fakeRemotes();
});
afterEach(() => {
  resetScreenWidth();
  jest.restoreAllMocks();
});

test('the first Tab reaches "Skip to main content", which moves focus to the page’s content', async () => {
  renderApp('/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  const user = userEvent.setup();
  await user.tab();
  const skip = screen.getByRole('link', { name: 'Skip to main content' });
  expect(skip).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('main')).toHaveFocus();
});

test('on a phone the sidebar is a "Menu" button opening the navigation as a drawer, closed by choosing a page', async () => {
  setScreenWidth(PHONE_WIDTH);
  const { router } = renderApp('/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  // Search and the bell stay in the top bar, next to the page's title.
  const banner = (await findMenuButton()).closest('header')!;
  expect(within(banner).getByText('Dashboard')).toBeInTheDocument();
  expect(within(banner).getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  expect(await within(banner).findByRole('combobox', { name: 'Search' })).toBeInTheDocument();

  const user = userEvent.setup();
  expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  await user.click(menuButton());
  expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
  const nav = within(drawer()).getByRole('navigation', { name: 'Main' });
  expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveFocus();
  await user.click(within(nav).getByRole('link', { name: 'Settings' }));
  expect(router.state.location.pathname).toBe('/settings');
  expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  expect(menuButton()).toHaveFocus();
});

test('the drawer keeps focus inside, and Escape or a press beside it closes it, focus back on Menu', async () => {
  setScreenWidth(PHONE_WIDTH);
  renderApp('/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  const user = userEvent.setup();
  await user.click(await findMenuButton());
  const links = within(drawer()).getAllByRole('link');
  await user.keyboard('{Shift>}{Tab}{/Shift}');
  expect(within(drawer()).getByRole('button', { name: 'Log out' })).toHaveFocus();
  await user.tab();
  expect(links[0]).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  expect(menuButton()).toHaveFocus();

  await user.click(menuButton());
  await user.click(drawer().parentElement!);
  expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  expect(menuButton()).toHaveFocus();
});

test('on a tablet the sidebar stays; turning it into a phone swaps it for the Menu button', async () => {
  setScreenWidth(TABLET_WIDTH);
  renderApp('/dashboard');
  expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  setScreenWidth(PHONE_WIDTH);
  await waitFor(() =>
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument(),
  );
  expect(await findMenuButton()).toBeInTheDocument();
});
