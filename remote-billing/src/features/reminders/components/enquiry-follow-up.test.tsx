import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  columnHeaders,
  call,
  fakeAdmin,
  fakeRole,
  PHONE_WIDTH,
  renderRoutes,
  resetScreenWidth,
  setScreenWidth,
} from '@spotter/shared/testing';
import { paths, pathTo } from '@spotter/shared';
import { routes } from '../../../routes';
import { day, enquiryFollowUpApi } from './reminders-test-data';

/** An enquiry's follow-up in the queue (docs/product/reminders.md §25, docs/product/enquiries.md §17). */

const outcomes = (api: ReturnType<typeof enquiryFollowUpApi>) =>
  api.calls.filter((c) => c.path.endsWith('/outcome'));
const dialog = () => screen.getByRole('dialog', { name: 'Log outcome for Kiran Shah' });

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  jest.restoreAllMocks();
  resetScreenWidth();
});

test('lists an enquiry’s follow-up among the reminders: the enquirer linking to the enquiry, why, the phone, the plan asked about and the note', async () => {
  enquiryFollowUpApi();
  renderRoutes(routes, '/reminders');
  const kiran = await screen.findByRole('row', { name: /Kiran Shah/ });
  expect(columnHeaders()).toEqual(['Name', 'Why', 'Phone', 'Enquiry', 'Last contact', 'Actions']);
  expect(
    within(kiran)
      .getAllByRole('cell')
      .slice(0, 5)
      .map((c) => c.textContent),
  ).toEqual([
    'Kiran Shah',
    'Enquiry follow-up',
    '9811122233',
    'Interest: GoldNote: Wants mornings',
    'Never',
  ]);
  expect(within(kiran).getByRole('link', { name: 'Kiran Shah' })).toHaveAttribute(
    'href',
    '/enquiries/7/edit',
  );
  expect(within(kiran).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^https:\/\/wa\.me\/919811122233\?text=/),
  );
  expect(within(kiran).getByRole('link', { name: 'Call' })).toHaveAttribute(
    'href',
    'tel:9811122233',
  );
  // A member's row has nothing under Enquiry.
  const asha = screen.getByRole('row', { name: /Asha Rao/ });
  expect(within(asha).getAllByRole('cell')[3]).toHaveTextContent(/^$/);
  expect(await screen.findByRole('tab', { name: 'Due today (3)' })).toBeInTheDocument();
});

test('on a phone an enquiry’s follow-up is a card: the enquirer, Enquiry follow-up, the phone, the plan and note, then WhatsApp, Call and Log outcome', async () => {
  setScreenWidth(PHONE_WIDTH);
  enquiryFollowUpApi();
  renderRoutes(routes, '/reminders');
  const list = await screen.findByRole('list', { name: 'Reminders: Due today' });
  const card = within(list).getByRole('article', { name: 'Kiran Shah' });
  expect(within(card).getByRole('link', { name: 'Kiran Shah' })).toHaveAttribute(
    'href',
    '/enquiries/7/edit',
  );
  expect(card).toHaveTextContent('Enquiry follow-up');
  expect(within(card).getByText('9811122233')).toBeInTheDocument();
  expect(within(card).getByText('Interest: Gold')).toBeInTheDocument();
  expect(within(card).getByText('Note: Wants mornings')).toBeInTheDocument();
  const note = within(card).getByText('Note: Wants mornings');
  for (const action of [
    within(card).getByRole('link', { name: 'WhatsApp' }),
    within(card).getByRole('link', { name: 'Call' }),
    within(card).getByRole('button', { name: 'Log outcome' }),
  ])
    expect(note.compareDocumentPosition(action) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  // Members' cards have no Enquiry line.
  expect(within(list).getByRole('article', { name: 'Asha Rao' })).not.toHaveTextContent('Interest');
});

test('Log outcome on an enquiry offers no promise and says what a next follow-up does; Not interested with one is refused before sending', async () => {
  const api = enquiryFollowUpApi();
  renderRoutes(routes, '/reminders');
  const kiran = await screen.findByRole('row', { name: /Kiran Shah/ });
  await userEvent.click(within(kiran).getByRole('button', { name: 'Log outcome' }));
  const group = within(dialog()).getByRole('group', { name: 'Outcome' });
  expect(
    within(group)
      .getAllByRole('radio')
      .map((r) => r.closest('label')!.textContent),
  ).toEqual(['Sent reminder', 'Reached', 'No answer', 'Not interested']);
  const followUp = within(dialog()).getByLabelText('Next follow-up');
  expect(followUp).toHaveAccessibleDescription(
    "A next follow-up moves the enquiry's Follow up on to that day; without one the follow-up is done. Not interested marks the enquiry Lost.",
  );
  await userEvent.click(within(group).getByRole('radio', { name: 'Not interested' }));
  await userEvent.type(followUp, day(2));
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
  expect(
    await within(dialog()).findByText(
      'Not interested closes the enquiry: leave Next follow-up empty',
    ),
  ).toBeInTheDocument();
  expect(outcomes(api)).toHaveLength(0);
});

test('a next follow-up logged on an enquiry moves it to Upcoming and moves the enquiry’s Follow up on', async () => {
  const api = enquiryFollowUpApi();
  renderRoutes(routes, '/reminders');
  const kiran = await screen.findByRole('row', { name: /Kiran Shah/ });
  await userEvent.click(within(kiran).getByRole('button', { name: 'Log outcome' }));
  await userEvent.selectOptions(within(dialog()).getByRole('combobox', { name: 'How' }), 'Call');
  await userEvent.click(within(dialog()).getByRole('radio', { name: 'Reached' }));
  await userEvent.type(within(dialog()).getByLabelText('Next follow-up'), day(2));
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Reached: logged for Kiran Shah.');
  expect(outcomes(api)).toEqual([
    call('POST', pathTo(paths.reminders.outcome, { id: 9 }), {
      channel: 'call',
      outcome: 'reached',
      next_follow_up: day(2),
    }),
  ]);
  await waitFor(() =>
    expect(screen.queryByRole('row', { name: /Kiran Shah/ })).not.toBeInTheDocument(),
  );
  expect(await screen.findByRole('tab', { name: 'Upcoming (2)' })).toBeInTheDocument();
  expect(api.db.enquiries[0]).toMatchObject({ status: 'Contacted', follow_up_on: day(2) });
});

test('for an account that does not manage enquiries, the enquirer’s name is not a link', async () => {
  enquiryFollowUpApi(fakeAdmin(fakeRole('Accountant')));
  renderRoutes(routes, '/reminders');
  const kiran = await screen.findByRole('row', { name: /Kiran Shah/ });
  expect(within(kiran).queryByRole('link', { name: 'Kiran Shah' })).toBeNull();
  expect(within(kiran).getByRole('button', { name: 'Log outcome' })).toBeInTheDocument();
});
