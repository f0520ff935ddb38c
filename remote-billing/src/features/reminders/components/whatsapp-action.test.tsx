import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PHONE_WIDTH,
  renderRoutes,
  resetScreenWidth,
  setScreenWidth,
} from '@spotter/shared/testing';
import { routes } from '../../../routes';
import { remindersApi } from './reminders-test-data';

/*
 * The way back from WhatsApp (docs/product/reminders.md §25): the chat opens elsewhere, and once
 * the desk is back on the page, the reminder offers "Sent on WhatsApp".
 */

const outcomes = (api: ReturnType<typeof remindersApi>) =>
  api.calls.filter((c) => c.path.endsWith('/outcome'));
const offer = () => screen.queryByRole('button', { name: 'Sent on WhatsApp' });

/** The page is hidden (WhatsApp's app in front of it), then shown again. */
function awayInTheApp() {
  const visibility = jest.spyOn(Document.prototype, 'visibilityState', 'get');
  act(() => {
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
  });
  act(() => {
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** The window loses focus (the chat in a new tab), then has it again. */
function awayInAnotherTab() {
  act(() => {
    window.dispatchEvent(new FocusEvent('blur'));
  });
  act(() => {
    window.dispatchEvent(new FocusEvent('focus'));
  });
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  jest.restoreAllMocks();
  resetScreenWidth();
});

test('back from WhatsApp, the reminder offers Sent on WhatsApp, announced and next in the Tab order; Enter logs it as WhatsApp, Sent reminder, and the queue and its counts follow', async () => {
  const api = remindersApi();
  renderRoutes(routes, '/reminders');
  const asha = await screen.findByRole('row', { name: /Asha Rao/ });
  const whatsapp = within(asha).getByRole('link', { name: 'WhatsApp' });
  await userEvent.click(whatsapp);
  // Not while the desk is still on its way to the chat.
  expect(offer()).toBeNull();

  awayInTheApp();
  const group = within(asha).getByRole('group', { name: 'WhatsApp to Asha Rao' });
  expect(within(group).getByRole('button', { name: 'Sent on WhatsApp' })).toBeInTheDocument();
  expect(
    screen.getByText(
      'Back from WhatsApp with Asha Rao: Sent on WhatsApp logs the reminder as sent.',
    ),
  ).toHaveAttribute('aria-live', 'polite');
  // Offered on that reminder alone.
  expect(screen.getAllByRole('button', { name: 'Sent on WhatsApp' })).toHaveLength(1);

  expect(whatsapp).toHaveFocus();
  await userEvent.tab();
  expect(offer()).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Sent reminder: logged for Asha Rao.',
  );
  expect(outcomes(api).map((c) => c.body)).toEqual([{ channel: 'whatsapp', outcome: 'sent' }]);
  await waitFor(() => expect(screen.queryByRole('row', { name: /Asha Rao/ })).toBeNull());
  expect(await screen.findByRole('tab', { name: 'Due today (1)' })).toBeInTheDocument();
  expect(offer()).toBeNull();
  expect(screen.queryByText(/Back from WhatsApp/)).toBeNull();
  expect(api.db.reminders.tasks.find((t) => t.id === 1)!.state).toBe('done');
});

test('Not now, or Escape, puts the offer away and focus back on WhatsApp, logging nothing', async () => {
  const api = remindersApi();
  renderRoutes(routes, '/reminders');
  const asha = await screen.findByRole('row', { name: /Asha Rao/ });
  const whatsapp = within(asha).getByRole('link', { name: 'WhatsApp' });

  await userEvent.click(whatsapp);
  awayInAnotherTab();
  await userEvent.click(within(asha).getByRole('button', { name: 'Not now' }));
  expect(offer()).toBeNull();
  expect(whatsapp).toHaveFocus();

  await userEvent.click(whatsapp);
  awayInAnotherTab();
  await userEvent.tab();
  expect(offer()).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(offer()).toBeNull();
  expect(whatsapp).toHaveFocus();
  expect(screen.queryByText(/Back from WhatsApp/)).toBeNull();
  expect(outcomes(api)).toEqual([]);
  expect(screen.getByRole('row', { name: /Asha Rao/ })).toBeInTheDocument();
});

test('a refused log is said and the offer stays, to try again', async () => {
  const api = remindersApi({}, (method, path) =>
    method === 'POST' && path.endsWith('/outcome')
      ? { status: 409, body: { status: 'failed', message: 'This reminder is no longer open.' } }
      : undefined,
  );
  renderRoutes(routes, '/reminders');
  const asha = await screen.findByRole('row', { name: /Asha Rao/ });
  await userEvent.click(within(asha).getByRole('link', { name: 'WhatsApp' }));
  awayInTheApp();
  await userEvent.click(offer()!);
  expect(await screen.findByRole('alert')).toHaveTextContent('This reminder is no longer open.');
  expect(offer()).toBeEnabled();
  expect(api.db.reminders.tasks.find((t) => t.id === 1)!.state).toBe('open');
});

test('on Done nothing is offered: the reminder is over', async () => {
  remindersApi();
  renderRoutes(routes, '/reminders?tab=done');
  const kiran = await screen.findByRole('row', { name: /Kiran Done/ });
  await userEvent.click(within(kiran).getByRole('link', { name: 'WhatsApp' }));
  awayInTheApp();
  expect(offer()).toBeNull();
});

test('on a phone the offer is in the reminder’s card, under WhatsApp, and logs it in one tap', async () => {
  setScreenWidth(PHONE_WIDTH);
  const api = remindersApi();
  renderRoutes(routes, '/reminders');
  const list = await screen.findByRole('list', { name: 'Reminders: Due today' });
  const asha = within(list).getByRole('article', { name: 'Asha Rao' });
  await userEvent.click(within(asha).getByRole('link', { name: 'WhatsApp' }));
  awayInTheApp();
  const sent = within(asha).getByRole('button', { name: 'Sent on WhatsApp' });
  const links = within(asha)
    .getAllByRole('link')
    .map((l) => l.textContent);
  expect(links).toEqual(['Asha Rao', 'WhatsApp', 'Call']);
  await userEvent.click(sent);
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Sent reminder: logged for Asha Rao.',
  );
  expect(outcomes(api)).toHaveLength(1);
  await waitFor(() => expect(within(list).queryByRole('article', { name: 'Asha Rao' })).toBeNull());
});
