import {
  Button,
  CONTACT_OUTCOMES,
  type Column,
  formatDate,
  Link,
  LinkButton,
  type ReminderContact,
  type ReminderTask,
} from '@spotter/shared';
import styled from 'styled-components';
import type { WhatsAppReturn } from './use-whatsapp-return';
import { WhatsAppAction } from './whatsapp-action';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

// The enquiry's plan and note, a line each.
const Lines = styled.span`
  display: grid;
`;

/** "Promised to pay · 24 Nov 2026 · Asha", or "Never". */
export const lastContactText = (contact: ReminderContact | null) =>
  contact
    ? `${CONTACT_OUTCOMES[contact.outcome]} · ${formatDate(contact.at)} · ${contact.admin_name}`
    : 'Never';

/** While the tab's tasks are open (not on Done): Log outcome, and the way back from WhatsApp. */
export interface OpenTaskActions {
  logOutcome: (task: ReminderTask) => void;
  whatsapp: WhatsAppReturn;
}

/** What the page's rows ask of the columns. */
export interface QueueShown {
  /** Some row is an enquiry's follow-up: the Enquiry column shows its plan and note. */
  enquiries: boolean;
  /** The account may open an enquiry (enquiries.manage): its name links to it. */
  mayOpenEnquiries: boolean;
}

/** The task's name: its member's page, or its enquiry's (for those who manage enquiries). */
function nameCell(t: ReminderTask, mayOpenEnquiries: boolean) {
  if (t.enquiry)
    return mayOpenEnquiries ? <Link to={`/enquiries/${t.enquiry.id}/edit`}>{t.name}</Link> : t.name;
  return <Link to={`/users/${t.member_id}/edit`}>{t.name}</Link>;
}

/** An enquiry's plan asked about ("No plan" for none) and its note, if any; nothing for a member. */
const enquiryCell = ({ enquiry }: ReminderTask) =>
  enquiry && (
    <Lines>
      <span>{`Interest: ${enquiry.plan_name ?? 'No plan'}`}</span>
      {enquiry.note && <span>{`Note: ${enquiry.note}`}</span>}
    </Lines>
  );

/**
 * The queue's columns (docs/product/reminders.md §25). WhatsApp opens the chat with the message typed in,
 * Call dials; Log outcome is offered while the task is open (not on Done). On a phone the
 * actions close the card, a line each under the member's name: three buttons beside it left the
 * name a letter a line. An enquiry's follow-up is worked the same way; a page that lists any
 * shows each one's plan and note.
 */
export const reminderColumns = (
  open: OpenTaskActions | null,
  { enquiries, mayOpenEnquiries }: QueueShown = { enquiries: false, mayOpenEnquiries: false },
): Column<ReminderTask>[] => [
  {
    key: 'name',
    card: 'title',
    header: 'Name',
    cell: (t) => nameCell(t, mayOpenEnquiries),
  },
  { key: 'reason', card: 'badge', header: 'Why', cell: (t) => t.reason },
  { key: 'phone', header: 'Phone', cell: (t) => t.phone },
  ...(enquiries ? [{ key: 'enquiry', header: 'Enquiry', cell: enquiryCell }] : []),
  {
    key: 'last_contact',
    priority: 'secondary',
    header: 'Last contact',
    cell: (t) => lastContactText(t.last_contact),
  },
  {
    key: 'actions',
    card: 'footer',
    header: 'Actions',
    cell: (t) => (
      <Actions>
        {t.whatsapp_url && (
          <WhatsAppAction
            task={{ ...t, whatsapp_url: t.whatsapp_url }}
            whatsapp={open?.whatsapp ?? null}
          />
        )}
        <LinkButton variant="secondary" to={t.tel_url}>
          Call
        </LinkButton>
        {open && (
          <Button variant="secondary" onClick={() => open.logOutcome(t)}>
            Log outcome
          </Button>
        )}
      </Actions>
    ),
  },
];
